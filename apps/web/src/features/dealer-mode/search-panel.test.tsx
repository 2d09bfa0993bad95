import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ACTIVATION_MESSAGES } from '@ignite/domain/dealer-mode/dealer-api';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { SearchPanel } from './search-panel.tsx';

describe('the dealer search field', () => {
  test('text past 30 characters is kept and said, and Find waits until it is shortened', async () => {
    // The search is a read through the query cache, as the app provides it.
    const { user } = renderInRouter(
      <QueryClientProvider client={createQueryClient()}>
        <SearchPanel onChoose={() => {}} onNew={() => {}} />
      </QueryClientProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Find a vehicle' });
    const find = () => screen.getByRole('button', { name: 'Find' }) as HTMLButtonElement;
    const typed = 'JTMW43FV20D123456 MIA CHEN SMITH';
    await user.type(field, typed);

    expect(field).toHaveProperty('value', typed);
    expect(screen.getByRole('textbox', { description: ACTIVATION_MESSAGES.searchLength })).toBe(
      field,
    );
    expect(find().disabled).toBe(true);

    await user.clear(field);
    await user.type(field, 'ehc42k');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(find().disabled).toBe(false);
  });
});
