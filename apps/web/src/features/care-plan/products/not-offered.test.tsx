import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInRouter } from '@test/render-in-router.tsx';
import { NotOffered } from './not-offered.tsx';

test('a product the plan does not offer is said plainly, with the way back', async () => {
  const { user, router } = renderInRouter(<NotOffered product="Mechanical Protection" />);
  expect(
    screen.getByRole('heading', { name: 'Mechanical Protection is not part of your plan' }),
  ).toBeTruthy();
  expect(screen.getByText(/does not include it/)).toBeTruthy();
  const back = screen.getByRole('link', { name: 'Back to Care Plan' });
  expect(back.getAttribute('href')).toBe('/my-garage/care-plan');
  expect(screen.getByRole('link', { name: 'Contact Dealer' }).getAttribute('href')).toBe(
    '/my-garage/dealership',
  );
  // Not a placeholder: nothing says more is coming.
  expect(screen.queryByText(/coming/i)).toBeNull();
  await user.click(back);
  expect(await screen.findByText('Another page')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/my-garage/care-plan');
});
