import { applyMask, digitsOnly } from '@ignite/domain/format/mask';
import { FieldFrame } from '@/shared/inputs/field-frame.tsx';
import { controlClass } from '@/shared/inputs/field-styles.ts';
import type { FieldProps } from '@/shared/inputs/field-props.ts';
import { showCleanedText } from '@/shared/inputs/show-cleaned-text.ts';
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
 * ####-####-##): only digits get through, the dashes are put in as they are typed or pasted,
 * and the form holds the masked text, which is what the domain's patterns check.
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
        maxLength={shownMask.length}
        placeholder={placeholder ?? shownMask.replace(/#/g, '0')}
        value={field.value ?? ''}
        onChange={(event) => {
          const masked = applyMask(event.target.value, maskFor(event.target.value));
          showCleanedText(event.target, masked);
          field.onChange(masked);
        }}
        className={`${controlClass} font-mono tabular-nums`}
      />
    </FieldFrame>
  );
}
