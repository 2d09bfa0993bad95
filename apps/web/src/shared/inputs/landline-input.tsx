import {
  inferAreaCode,
  LANDLINE_AREA_CODES,
  LANDLINE_MASK_WITHOUT_AREA_CODE,
  landlineMask,
  withAreaCode as replaceAreaCode,
} from '@ignite/domain/format/landline';
import { overflowsMask, showInMask } from '@ignite/domain/validation/typed-input';
import { FieldFrame } from './field-frame.tsx';
import { controlBoxClass, controlClass } from './field-styles.ts';
import type { FieldProps } from './field-props.ts';
import { useFormField } from './use-form-field.ts';

type LandlineInputProps = FieldProps & {
  /** With area codes: '(##) #### ####' and the area-code list; without: '#### ####'. */
  withAreaCode?: boolean;
};

/**
 * The landline field (spec part 2 section 5). The area code is inferred from the first two
 * digits typed and shown in the list beside the number; choosing one from the list rewrites
 * the number's area code. Stores the number as shown ('(02) 9876 5432'). A digit beyond the
 * mask or a letter is kept and refused by the rule, never cut off.
 */
export function LandlineInput({ withAreaCode = false, ...props }: LandlineInputProps) {
  const { label, disabled } = props;
  const field = useFormField<string | undefined>(props);
  const value = field.value ?? '';
  const area = inferAreaCode(value);

  return (
    <FieldFrame {...field.frame}>
      <div className="flex gap-2">
        {withAreaCode ? (
          <select
            aria-label={`${label} area code`}
            value={area.code}
            disabled={disabled}
            onChange={(event) => {
              const chosen = LANDLINE_AREA_CODES.find((a) => a.code === event.target.value) ?? area;
              field.onChange(replaceAreaCode(value, chosen));
            }}
            // The longest area-code label would otherwise leave the number too little room.
            className={`${controlBoxClass} max-w-[42%] shrink-0 pr-2 pl-3`}
          >
            {LANDLINE_AREA_CODES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.code ? `${option.code} ${option.label}` : option.label}
              </option>
            ))}
          </select>
        ) : null}
        <input
          {...field.control}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={withAreaCode ? '(02) 0000 0000' : '0000 0000'}
          value={value}
          onChange={(event) => {
            const typed = event.target.value;
            const mask = withAreaCode
              ? landlineMask(inferAreaCode(typed))
              : LANDLINE_MASK_WITHOUT_AREA_CODE;
            const shown = showInMask(typed, mask);
            field.onChange(shown);
            // A number no more typing can put right says so at once, not only on leaving.
            if (overflowsMask(shown, mask)) field.onBlur();
          }}
          className={`${controlClass} min-w-0 flex-1`}
        />
      </div>
    </FieldFrame>
  );
}
