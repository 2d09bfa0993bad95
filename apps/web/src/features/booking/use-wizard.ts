import { useRef, useState } from 'react';
import {
  BOOKING_MIN_BUSY_MS,
  canGoBack,
  canGoNext,
  isLastStep,
  nextLabel,
  WIZARD_STEPS,
} from '@ignite/domain/booking/wizard';

/**
 * The wizard's place (spec part 3 section 4): the index from 0, Back and Next, and Book,
 * which runs `book` and stays busy for at least 2 seconds before the last step shows. A
 * refused booking stays on its step with the reason.
 */
export function useWizard(book: () => Promise<string | null>) {
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A double tap's second tap arrives before `busy` disables the button.
  const inFlight = useRef(false);

  async function next() {
    if (inFlight.current) return;
    const label = nextLabel(index);
    if (label !== 'Book') {
      setIndex((current) => Math.min(current + 1, WIZARD_STEPS.length - 1));
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
    else setIndex(WIZARD_STEPS.length - 1);
  }

  return {
    index,
    busy,
    problem,
    isLast: isLastStep(index),
    nextLabel: nextLabel(index),
    canGoBack: canGoBack(index, busy),
    canGoNext: (stepIsValid: boolean) => canGoNext(index, busy, stepIsValid),
    back: () => setIndex((current) => Math.max(0, current - 1)),
    next,
    goTo: setIndex,
  };
}
