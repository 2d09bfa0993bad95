import { useRef, useState } from 'react';
import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { resendWelcomeMessage } from '@ignite/domain/contract/dealer-mode';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Button } from '@/shared/ui/button.tsx';
import { refusalInWords } from './refusal-in-words.ts';

type Outcome = { ok: boolean; text: string };

/**
 * Resend welcome message (spec part 3 sections 4 and 8): the server sends at most 3 texts per
 * vehicle and 5 per number a day, whoever asks, and past either answers with the spec's
 * 'cannot be repeatedly sent'; a number that is not the customer's own is refused in words
 * that say so; any other failure gets the spec's. Nothing to resend once claimed.
 */
export function WelcomeResend({ vehicle }: { vehicle: DealerVehicle }) {
  const resend = useApiMutation(resendWelcomeMessage, { invalidates: [] });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A double tap's second tap arrives before `busy` disables the button.
  const inFlight = useRef(false);
  if (vehicle.isClaimed || !vehicle.vehicleId || !vehicle.mobile) return null;
  const { vehicleId, mobile, appConfigurationId } = vehicle;

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    const result = await resend
      .run({ body: { appConfigurationId, vehicleId, mobile } })
      .finally(() => {
        inFlight.current = false;
      });
    if (result.success) setOutcome({ ok: true, text: DEALER_MESSAGES.welcomeSent });
    else if (result.status === 429)
      setOutcome({ ok: false, text: DEALER_MESSAGES.welcomeRepeated });
    else setOutcome({ ok: false, text: refusalInWords(result) ?? DEALER_MESSAGES.welcomeFailed });
  }

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" disabled={resend.busy} onClick={() => void send()}>
        {resend.busy ? 'Sending…' : 'Resend welcome message'}
      </Button>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`text-sm ${outcome.ok ? 'text-success' : 'text-danger'}`}
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
