import type { ReactNode } from 'react';
import { WIZARD_STEPS } from '@ignite/domain/booking/wizard';
import { paths } from '@/shared/routes.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import type { useWizard } from './use-wizard.ts';
import { AlertBanner } from '@/shared/ui/alert-banner.tsx';

type Props = {
  wizard: ReturnType<typeof useWizard>;
  stepIsValid: boolean;
  children: ReactNode;
};

/**
 * The wizard's frame: the title, the breadcrumbs of the five steps, the step, any refusal,
 * and Back with Next (or Book); on the last step only Return, to the garage's bookings.
 */
export function WizardFrame({ wizard, stepIsValid, children }: Props) {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-5 px-4 pt-6 pb-10">
      <h1 className="text-3xl font-bold tracking-tight">Book Appointment</h1>
      <nav aria-label="Booking steps">
        <ol className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
          {WIZARD_STEPS.map((step, index) => (
            <li
              key={step}
              aria-current={index === wizard.index ? 'step' : undefined}
              className={`flex items-center gap-2 ${index === wizard.index ? 'font-semibold text-text' : 'text-muted'}`}
            >
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {step}
            </li>
          ))}
        </ol>
      </nav>
      <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
        {children}
      </section>
      {wizard.problem ? <AlertBanner>{wizard.problem}</AlertBanner> : null}
      {wizard.isLast ? (
        <ButtonLink to={`${paths.myGarage}?p=bookings`} replace>
          Return
        </ButtonLink>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" disabled={!wizard.canGoBack} onClick={wizard.back}>
            Back
          </Button>
          <Button
            disabled={!wizard.canGoNext(stepIsValid)}
            aria-busy={wizard.busy}
            onClick={() => void wizard.next()}
          >
            {wizard.busy ? 'Booking…' : wizard.nextLabel}
          </Button>
        </div>
      )}
    </main>
  );
}
