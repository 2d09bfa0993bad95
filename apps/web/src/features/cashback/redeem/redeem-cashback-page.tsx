import { ProfileGate } from '../shared/profile-gate.tsx';
import { RedeemPanel } from './redeem-panel.tsx';
import { useRedeem } from './use-redeem.ts';

/** /ignite/redeem-cashback (spec part 3 section 2): withdraw cashback to the bank account. */
export function RedeemCashbackPage() {
  const withdraw = useRedeem();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5">
      <ProfileGate>
        {(profile, demo) => <RedeemPanel profile={profile} demo={demo} onWithdraw={withdraw} />}
      </ProfileGate>
    </div>
  );
}
