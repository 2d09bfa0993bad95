import { useRef, useState } from 'react';
import {
  BOOKING_MIN_BUSY_MS,
  backLeaves,
  canGoBack,
  canGoNext,
  isLastStep,
  nextLabel,
  STUB_WIZARD,
  type WizardShape,
} from '@ignite/domain/booking/wizard';
import { useLeaveBooking } from './use-leave-booking.ts';

type Options = {
  shape?: WizardShape;
  /** The step to open on: a reload returns to the step the owner was on. */
  initialIndex?: number;
};

/**
 * The wizard's place: the index from 0, Back and Next, and Book, which runs `book` and stays
 * busy for at least 2 seconds before the last step shows. A refused booking stays on its step
 * with the reason. Where the shape says so, Back on the first step leaves the wizard for where
 * the owner came from, as Close does on any step.
 */
export function useWizard(
  book: () => Promise<string | null>,
  { shape = STUB_WIZARD, initialIndex = 0 }: Options = {},
) {
  const last = shape.steps - 1;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), last));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const leave = useLeaveBooking();
  // A double tap's second tap arrives before `busy` disables the button.
  const inFlight = useRef(false);

  async function next() {
    if (inFlight.current) return;
    const label = nextLabel(index, shape);
    if (label !== 'Book') {
      setIndex((current) => Math.min(current + 1, last));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    const [refusal] = await Promise.all([
      book(),
      new Promise((resolve) => setTimeout(resolve, BOOKING_MIN_BUSY_MS)),
    ]).finally(() => {
      inFlight.current = false;
      setBusy(false);
    });
    if (refusal) setProblem(refusal);
    else setIndex(last);
  }

  function back() {
    if (backLeaves(index, shape)) leave();
    else setIndex((current) => Math.max(0, current - 1));
  }

  return {
    index,
    busy,
    problem,
    isLast: isLastStep(index, shape),
    nextLabel: nextLabel(index, shape),
    canGoBack: canGoBack(index, busy, shape),
    canGoNext: (stepIsValid: boolean) => canGoNext(index, busy, stepIsValid, shape),
    back,
    leave,
    next,
    goTo: setIndex,
  };
}
