import type { ReactNode } from 'react';
import type { CashbackProfile } from '@ignite/domain/cashback/cashback-api';
import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import { Button } from '@/shared/ui/button.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { useCashbackProfile } from '@/entities/cashback/cashback-profile-query.ts';
import type { DemoSwitches } from '@/entities/cashback/demo-sample-overlay.ts';

/**
 * Spec part 3 section 8 leaves a failed profile unhandled ('returns null'); we say what the
 * garage says when its data fails, and offer to try again.
 */
export const PROFILE_LOAD_FAILED = SHELL_MESSAGES.loadFailed;

/**
 * The cashback profile for a cashback page: placeholders the size of its first panels while
 * it loads, the failure with Try again, else the page. A failed refetch keeps the profile it
 * had: only a profile never loaded shows the failure. `demo` says which parts are the demo
 * sample's (demo mode's switches), so the page offers no action on them.
 */
export function ProfileGate({
  children,
}: {
  children: (profile: CashbackProfile, demo: DemoSwitches) => ReactNode;
}) {
  const profile = useCashbackProfile();
  if (profile.data) return children(profile.data, profile.demo);
  if (profile.keys && !profile.isError) {
    return (
      <div className="flex flex-col gap-4">
        <LoadingBlock className="h-56 rounded-3xl bg-surface" />
        <LoadingBlock className="h-40 rounded-3xl bg-surface" />
      </div>
    );
  }
  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
      <p role="alert" className="text-base font-semibold">
        {PROFILE_LOAD_FAILED}
      </p>
      {profile.keys ? (
        <Button
          variant="secondary"
          disabled={profile.isFetching}
          onClick={() => void profile.refetch()}
        >
          Try again
        </Button>
      ) : null}
    </section>
  );
}
