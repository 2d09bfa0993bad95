import {
  CURRENCY_FIELD_DEFAULTS,
  type CurrencyFieldOptions,
  normaliseCurrency,
  stepCurrency,
} from '@ignite/domain/format/currency';
import { formatNumber } from '@ignite/domain/format/number';
import { SteppedNumberField } from './stepped-number-field.tsx';
import type { FieldProps } from './field-props.ts';

type CurrencyInputProps = FieldProps &
  Partial<Omit<CurrencyFieldOptions, 'currency'>> & { placeholder?: string };

/**
 * The currency field of spec part 1 section 5: USD, -999999999 to 999999999, step 1,
 * optional clamp to the step, configurable decimals, and up and down buttons that add or
 * subtract the step. The '$' sits in the field as a prefix, so the text stays editable.
 */
export function CurrencyInput({ placeholder = '0.00', ...props }: CurrencyInputProps) {
  const { min, max, step, clamp, decimals, ...field } = props;
  const options: CurrencyFieldOptions = {
    currency: CURRENCY_FIELD_DEFAULTS.currency,
    min: min ?? CURRENCY_FIELD_DEFAULTS.min,
    max: max ?? CURRENCY_FIELD_DEFAULTS.max,
    step: step ?? CURRENCY_FIELD_DEFAULTS.step,
    clamp: clamp ?? CURRENCY_FIELD_DEFAULTS.clamp,
    decimals: decimals ?? CURRENCY_FIELD_DEFAULTS.decimals,
  };
  return (
    <SteppedNumberField
      {...field}
      steppers
      prefix="$"
      placeholder={placeholder}
      format={(value) => formatNumber(value, { decimals: options.decimals, separators: true })}
      normalise={(value) => normaliseCurrency(value, options)}
      step={(value, direction) => stepCurrency(value, direction, options)}
      range={{ min: options.min, max: options.max }}
    />
  );
}
