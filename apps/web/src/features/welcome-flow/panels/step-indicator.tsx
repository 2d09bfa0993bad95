import { Check } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';

/** The welcome flow's steps, in order, as the customer reads them. */
export const WELCOME_STEPS = [
  { key: 'find', label: 'Find your car' },
  { key: 'confirm', label: 'Check the odometer' },
  { key: 'mobile', label: 'Verify your mobile' },
] as const;
export type WelcomeStepKey = (typeof WELCOME_STEPS)[number]['key'];

/**
 * Where the customer is in the welcome flow: 'Step 2 of 3' and the three steps, those behind
 * ticked, the current one marked for screen readers too (aria-current="step").
 */
export function StepIndicator({ current }: { current: WelcomeStepKey }) {
  const at = WELCOME_STEPS.findIndex((step) => step.key === current);
  return (
    <nav aria-label="Welcome steps" className="flex flex-col gap-2">
      <p className="text-sm text-muted">
        Step {at + 1} of {WELCOME_STEPS.length}
      </p>
      <ol className="flex gap-2">
        {WELCOME_STEPS.map((step, index) => {
          const done = index < at;
          const isCurrent = index === at;
          return (
            <li
              key={step.key}
              aria-current={isCurrent ? 'step' : undefined}
              className={`flex flex-1 flex-col gap-1 text-xs ${isCurrent ? 'font-semibold' : 'text-muted'}`}
            >
              <span
                aria-hidden="true"
                className={`h-1.5 rounded-full ${done || isCurrent ? 'bg-accent' : 'bg-border'}`}
              />
              <span className="flex items-center gap-1">
                {done ? <Glyph icon={Check} className="text-sm" /> : null}
                {step.label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
