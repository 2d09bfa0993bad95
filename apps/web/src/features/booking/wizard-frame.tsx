import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { WIZARD_STEPS } from '@ignite/domain/booking/wizard';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import type { useWizard } from './use-wizard.ts';
import { AlertBanner } from '@/shared/ui/alert-banner.tsx';

type Props = {
  wizard: ReturnType<typeof useWizard>;
  stepIsValid: boolean;
  /** The breadcrumbs' names, one a step. */
  steps?: readonly string[];
  /** The page's heading. */
  title?: string;
  /** The label of the button that commits, in place of 'Book', and while it is busy. */
  commitLabel?: string;
  busyLabel?: string;
  children: ReactNode;
};

const RETURN_TO = `${paths.myGarage}?p=bookings`;
const closeClass =
  '-mr-2 inline-flex size-12 shrink-0 items-center justify-center rounded-xl text-muted hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50';

/**
 * The wizard's frame: the title with Close, the breadcrumbs of the steps, the step, any
 * refusal, and Back with Next (or Book); on the last step only Return, to the garage's
 * bookings. The page stands outside the app's shell, so Close is its way out on every step:
 * an installed app has no browser Back.
 */
export function WizardFrame({
  wizard,
  stepIsValid,
  steps = WIZARD_STEPS,
  title = 'Book Appointment',
  commitLabel,
  busyLabel = 'Booking…',
  children,
}: Props) {
  const label = wizard.nextLabel === 'Book' && commitLabel ? commitLabel : wizard.nextLabel;
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-5 px-4 pt-6 pb-10">
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {/* Done, the way out is where Return goes; before, back to where the owner came from. */}
        {wizard.isLast ? (
          <Link to={RETURN_TO} replace aria-label="Close" className={closeClass}>
            <Glyph icon={X} className="text-2xl" />
          </Link>
        ) : (
          <button
            type="button"
            aria-label="Close"
            disabled={wizard.busy}
            onClick={wizard.leave}
            className={closeClass}
          >
            <Glyph icon={X} className="text-2xl" />
          </button>
        )}
      </div>
      <nav aria-label="Booking steps">
        <ol className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
          {steps.map((step, index) => (
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
        <ButtonLink to={RETURN_TO} replace>
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
            {wizard.busy ? busyLabel : label}
          </Button>
        </div>
      )}
    </main>
  );
}
