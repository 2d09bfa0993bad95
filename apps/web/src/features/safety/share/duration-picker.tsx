import { useId } from 'react';
import { SHARE_DURATIONS, type ShareDurationHours } from '@ignite/domain/safety/share-durations';

const chipClass =
  'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 border-field bg-surface px-2 text-center text-base font-semibold has-checked:border-accent has-checked:bg-raised has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent';

type Props = {
  hours: ShareDurationHours;
  disabled: boolean;
  onChange: (hours: ShareDurationHours) => void;
};

/** How long a new link lives: one of the durations on offer (decision 0032). */
export function DurationPicker({ hours, disabled, onChange }: Props) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-base font-semibold">Share for</legend>
      <div className="grid grid-cols-3 gap-2">
        {SHARE_DURATIONS.map((choice) => (
          <label key={choice.hours} className={chipClass}>
            <input
              type="radio"
              name={name}
              value={choice.hours}
              checked={hours === choice.hours}
              onChange={() => onChange(choice.hours)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
