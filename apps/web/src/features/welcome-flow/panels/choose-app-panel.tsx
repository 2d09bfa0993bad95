import { useState } from 'react';
import { z } from 'zod/mini';
import type { SaveAnswer } from '@ignite/domain/validation/form-save';
import { submitOriginatorCodeSchema } from '@ignite/domain/welcome-flow/welcome-flow-api';
import { Form } from '@/shared/form/form.tsx';
import { TextInput } from '@/shared/inputs/text-input.tsx';
import { Button } from '@/shared/ui/button.tsx';

const codeSchema = z.object({ code: submitOriginatorCodeSchema.shape.appOriginatorCode });
type Found = { name: string; appConfigurationId: string };

/** A car with no dealership yet: the reward code the dealership gave names it, then confirm. */
export function ChooseAppPanel({
  onSubmitCode,
  onChoose,
}: {
  onSubmitCode: (code: string) => Promise<{ answer: SaveAnswer; found: Found | null }>;
  onChoose: (found: Found) => Promise<void>;
}) {
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold tracking-tight">Choose your dealership</h2>
      {found ? (
        <div className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
          <p className="text-sm text-muted">The code belongs to</p>
          <p className="text-xl font-semibold break-words">{found.name}</p>
          <Button
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onChoose(found).finally(() => setBusy(false));
            }}
          >
            Make this my dealership
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setFound(null)}>
            Use another code
          </Button>
        </div>
      ) : (
        <Form
          schema={codeSchema}
          initialValues={{ code: '' }}
          onSave={async ({ code }) => {
            const { answer, found: app } = await onSubmitCode(code);
            setFound(app);
            return answer;
          }}
          submitLabel="Find my dealership"
          savingLabel="Finding…"
          editsValues={false}
          disableSubmitUntilReady
          aria-label="Find my dealership"
        >
          <TextInput
            name="code"
            label="Reward code"
            hint="The six digits your dealership gave you"
            required
            inputMode="numeric"
            maxLength={6}
          />
        </Form>
      )}
    </section>
  );
}
