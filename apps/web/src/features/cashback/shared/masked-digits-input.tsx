import { digitsOnly } from '@ignite/domain/format/mask';
import { overflowsMask, showInMask } from '@ignite/domain/validation/typed-input';
import { FieldFrame } from '@/shared/inputs/field-frame.tsx';
import { controlClass } from '@/shared/inputs/field-styles.ts';
import type { FieldProps } from '@/shared/inputs/field-props.ts';
import { useFormField } from '@/shared/inputs/use-form-field.ts';

type Props = FieldProps & {
  /**
   * '#' for a digit, anything else written as is: '###-###'. A function picks the mask from
   * the digits typed so far (an Amex number groups 4-6-5, others 4-4-4-4).
   */
  mask: string | ((digits: string) => string);
  autoComplete?: string;
  placeholder?: string;
};

/**
 * A field of digits in a mask (spec part 3 section 5: BSB ###-###, account number
 * ####-####-##): the dashes are put in as digits are typed or pasted, and the form holds the
 * masked text, which is what the domain's patterns check. Nothing typed is cut: a digit beyond
 * the mask or a letter stays in the field and the rule refuses it at once, since a cut account
 * number would be another, valid, someone else's.
 */
export function MaskedDigitsInput({ mask, autoComplete = 'off', placeholder, ...props }: Props) {
  const field = useFormField<string | undefined>(props);
  const maskFor = (text: string) => (typeof mask === 'string' ? mask : mask(digitsOnly(text)));
  const shownMask = maskFor(field.value ?? '');
  return (
    <FieldFrame {...field.frame}>
      <input
        {...field.control}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        spellCheck={false}
        placeholder={placeholder ?? shownMask.replace(/#/g, '0')}
        value={field.value ?? ''}
        onChange={(event) => {
          const fieldMask = maskFor(event.target.value);
          const shown = showInMask(event.target.value, fieldMask);
          field.onChange(shown);
          // Text no more typing can put right says so at once, not only on leaving.
          if (overflowsMask(shown, fieldMask)) field.onBlur();
        }}
        className={`${controlClass} font-mono tabular-nums`}
      />
    </FieldFrame>
  );
}
