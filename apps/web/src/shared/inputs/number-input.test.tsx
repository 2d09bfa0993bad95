import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { NUMBER_MESSAGE, REQUIRED_MESSAGE } from '@ignite/domain/validation/messages';
import { numberValueField } from '@ignite/domain/validation/numeric';
import { formValues, renderForm } from '@test/render-form.tsx';
import { NumberInput } from './number-input.tsx';

function renderNumber(props: Partial<Parameters<typeof NumberInput>[0]> = {}, odometer?: number) {
  const view = renderForm(
    {
      schema: z.object({ odometer: numberValueField({ required: true }) }),
      initialValues: { odometer },
    },
    <NumberInput name="odometer" label="Odometer (km)" {...props} />,
  );
  return { ...view, input: screen.getByRole('textbox', { name: 'Odometer (km)' }) };
}

describe('NumberInput (spec part 1 section 5, number field)', () => {
  test('shows a number with thousands separators and no decimals by default', () => {
    const { input } = renderNumber({}, 48210);
    expect(input).toHaveProperty('value', '48,210');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  test("strips '$' and ',' from what is pasted, and stores the number", async () => {
    const { user, input } = renderNumber();
    await user.click(input);
    await user.paste('$1,250');
    expect(input).toHaveProperty('value', '$1,250');
    expect(formValues()).toEqual({ odometer: 1250 });
    await user.tab();

    expect(input).toHaveProperty('value', '1,250');
    expect(formValues()).toEqual({ odometer: 1250 });
  });

  test('letters are kept as typed and refused at once, never dropped ("12abc" is not 12)', async () => {
    const { user, input, onSave } = renderNumber();
    await user.type(input, '12abc');

    expect(input).toHaveProperty('value', '12abc');
    expect(screen.getByRole('textbox', { description: NUMBER_MESSAGE })).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.tab();
    expect(input).toHaveProperty('value', '12abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  test('something that is not a number says so on leaving, and is never made 0', async () => {
    const { user, input } = renderNumber();
    await user.type(input, '1-2');
    await user.tab();

    expect(input).toHaveProperty('value', '1-2');
    expect(screen.getByRole('textbox', { description: NUMBER_MESSAGE })).toBe(input);
  });

  test('a screen may word the message its own way; correcting the text clears it', async () => {
    const { user, input } = renderNumber({
      notANumberMessage: 'Please enter a valid odometer value',
    });
    await user.type(input, '12abc');
    expect(
      screen.getByRole('textbox', { description: 'Please enter a valid odometer value' }),
    ).toBe(input);

    await user.clear(input);
    await user.type(input, '12');
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(formValues()).toEqual({ odometer: 12 });
  });

  test('rounds to its decimals when the field is left', async () => {
    const { user, input } = renderNumber({ decimals: 2, separators: false });
    await user.type(input, '1234.5678');
    await user.tab();

    expect(input).toHaveProperty('value', '1234.57');
    expect(formValues()).toEqual({ odometer: 1234.57 });
  });

  test('with clamp on, snaps down to a multiple of the interval', async () => {
    const { user, input } = renderNumber({ clamp: true, interval: 500 });
    await user.type(input, '1499');
    await user.tab();

    expect(input).toHaveProperty('value', '1,000');
    expect(formValues()).toEqual({ odometer: 1000 });
  });

  test('keeps a typed value out of range as typed, for the form to refuse', async () => {
    const { user, input } = renderNumber({ min: 0, max: 2000000 });
    await user.type(input, '99999999999');
    await user.tab();
    expect(formValues()).toEqual({ odometer: 99999999999 });

    await user.clear(input);
    await user.type(input, '-5');
    await user.tab();
    expect(formValues()).toEqual({ odometer: -5 });
  });

  test('says a typed value is out of range while it is typed, and stops once it is not', async () => {
    const view = renderForm(
      {
        schema: z.object({
          odometer: z.nullable(z.number().check(z.lte(2000000, 'At most 2,000,000 km'))),
        }),
        initialValues: { odometer: null },
      },
      <NumberInput name="odometer" label="Odometer (km)" min={0} max={2000000} />,
    );
    const input = screen.getByRole('textbox', { name: 'Odometer (km)' });
    await view.user.type(input, '99999999999');
    expect(screen.getByRole('textbox', { description: 'At most 2,000,000 km' })).toBe(input);
    expect(document.activeElement).toBe(input);

    await view.user.clear(input);
    await view.user.type(input, '1200');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(formValues()).toEqual({ odometer: 1200 });
  });

  test('the arrow keys step by the interval, within min and max', async () => {
    const { user, input } = renderNumber({ interval: 500, min: 0, max: 1200 }, 100);
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveProperty('value', '600');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(formValues()).toEqual({ odometer: 1200 });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(formValues()).toEqual({ odometer: 0 });
  });

  test('with steppers, the - and + buttons step by the interval', async () => {
    const { user, input } = renderNumber({ steppers: true, interval: 500 }, 48210);
    await user.click(screen.getByRole('button', { name: 'Increase Odometer (km)' }));
    expect(input).toHaveProperty('value', '48,710');
    await user.click(screen.getByRole('button', { name: 'Decrease Odometer (km)' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Odometer (km)' }));

    expect(formValues()).toEqual({ odometer: 47710 });
  });

  test('has no step buttons unless asked', () => {
    renderNumber({}, 1);
    expect(screen.queryByRole('button', { name: /Increase|Decrease/ })).toBeNull();
  });

  test('a cleared field stores null, and a required one says Is required', async () => {
    const { user, input } = renderNumber({}, 48210);
    await user.clear(input);
    await user.tab();

    expect(formValues()).toEqual({ odometer: null });
    expect(screen.getByRole('textbox', { description: REQUIRED_MESSAGE })).toBe(input);
  });
});
