import { useState } from 'react';
import { z } from 'zod/mini';
import { type SaveAnswer, saveAnswerMessages } from '@ignite/domain/validation/form-save';
import {
  sendMobileCodeSchema,
  verifyMobileCodeSchema,
} from '@ignite/domain/welcome-flow/mobile-verification';
import { writtenMobile } from '@ignite/domain/validation/mobile';
import { Form } from '@/shared/form/form.tsx';
import { TextInput } from '@/shared/inputs/text-input.tsx';
import { Button } from '@/shared/ui/button.tsx';

const linkButtonClass = 'min-h-12 text-base font-semibold text-accent underline';

const numberSchema = z.object({ mobileNumber: sendMobileCodeSchema.shape.mobileNumber });
const codeSchema = z.object({ code: verifyMobileCodeSchema.shape.code });

/** A save answer that is not a failed API result. */
const succeeded = (answer: SaveAnswer) =>
  !(typeof answer === 'object' && answer !== null && 'success' in answer && !answer.success);

/**
 * The mobile, verified by the code texted to it: send, then check. At the code, 'Change number'
 * goes back to the number (a typo in it would otherwise strand the owner waiting for a text
 * that went elsewhere) and 'Send a new code' texts the same number again. Back returns to the
 * odometer.
 */
export function MobilePanel({
  mobileNumber,
  onSend,
  onVerify,
  onBack,
}: {
  mobileNumber: string | null;
  onSend: (mobileNumber: string) => Promise<SaveAnswer>;
  onVerify: (code: string) => Promise<SaveAnswer>;
  onBack: () => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The number last typed, so Change number starts from it rather than from the stored one.
  const [typed, setTyped] = useState<string | null>(null);
  // What the last 'Send a new code' came to: sent, or the server's reason it was not.
  const [resend, setResend] = useState<{ sent: boolean; said: string } | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold tracking-tight">Verify your mobile</h2>
      <p className="text-base text-muted">
        We text a 6-digit code to your mobile, so your dealership can reach you about your car.
      </p>
      {sentTo === null ? (
        <Form
          schema={numberSchema}
          initialValues={{
            mobileNumber: typed ?? (mobileNumber ? writtenMobile(mobileNumber) : ''),
          }}
          onSave={async ({ mobileNumber: number }) => {
            const answer = await onSend(number);
            if (succeeded(answer)) {
              setTyped(number);
              setResend(null);
              setSentTo(number);
            }
            return answer;
          }}
          submitLabel="Text me a code"
          savingLabel="Sending…"
          editsValues={false}
          disableSubmitUntilReady
          aria-label="Text me a code"
        >
          <TextInput
            name="mobileNumber"
            label="Mobile number"
            required
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
        </Form>
      ) : (
        <>
          <p className="text-base">
            We sent a code to <span className="font-semibold whitespace-nowrap">{sentTo}</span>.
          </p>
          <Form
            schema={codeSchema}
            initialValues={{ code: '' }}
            onSave={({ code }) => onVerify(code)}
            submitLabel="Verify"
            savingLabel="Checking…"
            editsValues={false}
            disableSubmitUntilReady
            aria-label="Verify the code"
          >
            <TextInput
              name="code"
              label="Code"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </Form>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <button
              type="button"
              className={linkButtonClass}
              onClick={() => {
                setResend(null);
                setSentTo(null);
              }}
            >
              Change number
            </button>
            <button
              type="button"
              className={linkButtonClass}
              onClick={async () => {
                setResend(null);
                const answer = await onSend(sentTo);
                setResend(
                  succeeded(answer)
                    ? { sent: true, said: 'A new code is on its way.' }
                    : {
                        sent: false,
                        said: saveAnswerMessages(answer)[0] ?? 'The code could not be sent.',
                      },
                );
              }}
            >
              Send a new code
            </button>
          </div>
          {resend ? (
            <p role={resend.sent ? 'status' : 'alert'} className="text-base">
              {resend.said}
            </p>
          ) : null}
        </>
      )}
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
    </section>
  );
}
