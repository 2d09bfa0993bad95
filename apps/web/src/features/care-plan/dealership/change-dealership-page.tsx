import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  isCompleteOriginatorCode,
  ORIGINATOR_CODE_LENGTH,
  ORIGINATOR_CODE_MESSAGE,
  ORIGINATOR_CODE_TEXTS,
} from '@ignite/domain/care-plan/care-plan-api';
import { useActiveVehicleKey } from '@/entities/vehicle/my-garage-query.ts';
import { paths } from '@/shared/routes.ts';
import { Button } from '@/shared/ui/button.tsx';
import { reauthenticate } from '@/shared/logout/reauthenticate.ts';
import { useAppByOriginatorCode, useChangeApp } from './use-dealership-calls.ts';

type Found = { name: string; appConfigurationId: string };
type Problem = { title: string; body?: string };

/** What a failed lookup says (spec part 3 section 8): 404 unknown, 429 wait, else unverified. */
function lookupProblem(status: number, messages: readonly string[]): Problem {
  if (status === 404) {
    return { title: ORIGINATOR_CODE_TEXTS.unknownTitle, body: ORIGINATOR_CODE_TEXTS.unknownBody };
  }
  if (status === 429) return { title: ORIGINATOR_CODE_TEXTS.unverified, body: messages[0] };
  return { title: ORIGINATOR_CODE_TEXTS.unverified };
}

/**
 * /my-garage/dealership/change: the owner enters their dealership's 6-digit reward code; the
 * dealership it names becomes their home, and the app signs them in to it afresh.
 */
export function ChangeDealershipPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const vehicle = useActiveVehicleKey();
  const lookUpCode = useAppByOriginatorCode();
  const change = useChangeApp();
  const inputId = useId();
  const hintId = useId();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  // A double tap's second tap arrives before `busy` re-renders: this stops it at once.
  const inFlight = useRef(false);
  async function once(work: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  // Anything but digits, or more than six of them: no more typing can make it a code.
  const cannotBeACode = !/^\d*$/.test(code) || code.length > ORIGINATOR_CODE_LENGTH;

  function lookUp(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteOriginatorCode(code)) return;
    void once(async () => {
      setProblem(null);
      const result = await lookUpCode.run({ params: { code } });
      if (result.success) setFound(result.data);
      else setProblem(lookupProblem(result.status, result.messages));
    });
  }

  function confirm() {
    if (!found || !vehicle) return;
    void once(async () => {
      const result = await change.run({
        body: { vehicleId: vehicle.vehicleId, appConfigurationId: found.appConfigurationId },
      });
      if (!(result.success && (await reauthenticate()))) {
        setProblem({ title: ORIGINATOR_CODE_TEXTS.changeFailed });
        return;
      }
      // Everything read under the old dealership is stale.
      await queryClient.invalidateQueries();
      navigate(paths.myGarage, { replace: true });
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">Choose your dealership</h2>
        <p className="mt-2 text-base text-muted">
          Enter the reward code your dealership gave you. It unlocks their care plan, rewards and
          concierge in the app.
        </p>
      </div>
      {found ? (
        <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
          <p className="text-sm text-muted">The code belongs to</p>
          <p className="text-xl font-semibold">{found.name}</p>
          <Button disabled={busy} onClick={confirm}>
            Make this my dealership
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setFound(null);
              setCode('');
            }}
          >
            Enter another code
          </Button>
        </section>
      ) : (
        <form onSubmit={lookUp} className="flex flex-col gap-4" noValidate>
          <label htmlFor={inputId} className="text-base font-semibold">
            Reward code
          </label>
          <input
            id={inputId}
            aria-describedby={hintId}
            aria-invalid={cannotBeACode || undefined}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => {
              // Kept as typed: a code cut to six digits or stripped of a letter could be another
              // dealership's, so text that cannot be a code is refused in words instead.
              setCode(event.target.value);
              setProblem(null);
            }}
            className="min-h-14 rounded-xl border-2 border-field bg-raised px-4 text-center font-mono text-2xl tracking-[0.5em] focus-visible:border-accent focus-visible:outline-none"
          />
          <p
            id={hintId}
            className={cannotBeACode ? 'text-sm text-danger' : 'text-sm text-muted'}
            aria-live="polite"
          >
            {cannotBeACode ? ORIGINATOR_CODE_MESSAGE : 'Six digits'}
          </p>
          <Button type="submit" disabled={!isCompleteOriginatorCode(code) || busy}>
            Find my dealership
          </Button>
        </form>
      )}
      {problem ? (
        <div role="alert" className="rounded-2xl border border-border bg-surface p-4">
          <p className="font-semibold">{problem.title}</p>
          {problem.body ? <p className="mt-1 text-sm text-muted">{problem.body}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
