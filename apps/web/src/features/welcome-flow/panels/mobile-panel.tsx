import { useState } from 'react';
import { z } from 'zod';
import type { SaveAnswer } from '@ignite/domain/validation/form-save';
import {
  sendMobileCodeSchema,
  verifyMobileCodeSchema,
} from '@ignite/domain/welcome-flow/mobile-verification';
import { writtenMobile } from '@ignite/domain/validation/mobile';
import { Form } from '@/shared/form/form.tsx';
import { TextInput } from '@/shared/inputs/text-input.tsx';

const numberSchema = z.object({ mobileNumber: sendMobileCodeSchema.shape.mobileNumber });
const codeSchema = z.object({ code: verifyMobileCodeSchema.shape.code });

/** A save answer that is not a failed API result. */
const succeeded = (answer: SaveAnswer) =>
  !(typeof answer === 'object' && answer !== null && 'success' in answer && !answer.success);

/** The mobile, verified by the code texted to it: send, then check. */
export function MobilePanel({
  mobileNumber,
  onSend,
  onVerify,
}: {
  mobileNumber: string | null;
  onSend: (mobileNumber: string) => Promise<SaveAnswer>;
  onVerify: (code: string) => Promise<SaveAnswer>;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold tracking-tight">Verify your mobile</h2>
      <p className="text-base text-muted">
        We text a 6-digit code to your mobile, so your dealership can reach you about your car.
      </p>
      {sentTo === null ? (
        <Form
          schema={numberSchema}
          initialValues={{ mobileNumber: mobileNumber ? writtenMobile(mobileNumber) : '' }}
          onSave={async ({ mobileNumber: number }) => {
            const answer = await onSend(number);
            if (succeeded(answer)) setSentTo(number);
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
          <button
            type="button"
            className="self-start text-base font-semibold text-accent underline"
            onClick={() => setSentTo(null)}
          >
            Send a new code
          </button>
        </>
      )}
    </section>
  );
}
