import { useRef, useState } from 'react';
import { cashbackProfile, replayDemoPurchases } from '@ignite/domain/contract/cashback';
import { DEMO_PERMISSION } from '@ignite/domain/permissions';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';

/**
 * Demo mode only: a few purchases on the owner's first linked card, sent through the
 * provider's signed feed as real ones arrive, so the pending list fills as it would.
 */
export function DemoPurchasesButton() {
  const permissions = useSession()?.user.permissions ?? [];
  const replay = useApiMutation(replayDemoPurchases, { invalidates: [cashbackProfile] });
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  if (!hasPermissions(permissions, [DEMO_PERMISSION])) return null;

  async function makePurchases() {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    const result = await replay.run({}).finally(() => {
      inFlight.current = false;
    });
    if (result.success) toast.success(`${result.data.purchases} demo purchases made`);
    else setProblem(result.messages[0] ?? null);
  }

  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-dashed border-field p-4">
      <p className="text-sm text-muted">Demo mode</p>
      <Button variant="secondary" disabled={replay.busy} onClick={() => void makePurchases()}>
        Make demo purchases
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
