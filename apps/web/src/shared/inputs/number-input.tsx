import {
  formatNumber,
  normaliseNumber,
  NUMBER_FIELD_DEFAULTS,
  type NumberFieldOptions,
  stepNumber,
} from '@ignite/domain/format/number';
import { SteppedNumberField } from './stepped-number-field.tsx';
import type { FieldProps } from './field-props.ts';

type NumberInputProps = FieldProps &
  Partial<NumberFieldOptions> & {
    steppers?: boolean;
    placeholder?: string;
    /** A screen's own words for text that is not a number, else 'Must be a number.'. */
    notANumberMessage?: string;
  };

/**
 * The number field of spec part 1 section 5: interval 1, 0 decimals, -999999999 to
 * 999999999 and thousands separators unless told otherwise; clamp snaps down to the
 * interval; '$' and ',' are stripped. Text that is not a number is refused with a message
 * rather than read as 0 (the spec's 'non-numeric becomes 0' would save a typo unseen).
 */
export function NumberInput({
  steppers = false,
  placeholder,
  notANumberMessage,
  ...props
}: NumberInputProps) {
  const { interval, decimals, min, max, separators, clamp, ...field } = props;
  const options: NumberFieldOptions = {
    interval: interval ?? NUMBER_FIELD_DEFAULTS.interval,
    decimals: decimals ?? NUMBER_FIELD_DEFAULTS.decimals,
    min: min ?? NUMBER_FIELD_DEFAULTS.min,
    max: max ?? NUMBER_FIELD_DEFAULTS.max,
    separators: separators ?? NUMBER_FIELD_DEFAULTS.separators,
    clamp: clamp ?? NUMBER_FIELD_DEFAULTS.clamp,
  };
  return (
    <SteppedNumberField
      {...field}
      steppers={steppers}
      placeholder={placeholder}
      notANumberMessage={notANumberMessage}
      format={(value) => formatNumber(value, options)}
      normalise={(value) => normaliseNumber(value, options)}
      step={(value, direction) => stepNumber(value, direction, options)}
      range={{ min: options.min, max: options.max }}
    />
  );
}
