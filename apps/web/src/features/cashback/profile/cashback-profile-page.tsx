import { useLocation } from 'react-router';
import type { CashbackProfile } from '@ignite/domain/cashback/cashback-api';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { useBrandName } from '@/shared/settings/use-brand-name.ts';
import { DrawInTurn } from '@/shared/ui/draw-in-turn.tsx';
import type { DemoSwitches } from '@/entities/cashback/demo-sample-overlay.ts';
import { formatDollars } from '@/entities/cashback/money-text.ts';
import { ProfileGate } from '../shared/profile-gate.tsx';
import { BalancePanel } from './balance-panel.tsx';
import { BankAccountPanel } from './bank-account-panel.tsx';
import { DemoPurchasesButton } from './demo-purchases-button.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { linkCardHref } from './link-card-href.ts';
import { LinkCardPromo } from './link-card-promo.tsx';
import { LinkedCards } from './linked-cards.tsx';
import { PendingTransactions } from './pending-transactions.tsx';
import { HomeDealershipInvite } from './variant-note.tsx';

/**
 * /ignite (spec part 3 section 2): the owner's cashback, cards, bank account and history,
 * titled with the brand of the owner's app.
 */
export function CashbackProfilePage() {
  const brandName = useBrandName();
  return (
    <>
      <PageTitle title={brandName} />
      <ProfileGate>
        {(profile, demo) => <CashbackProfileView profile={profile} demo={demo} />}
      </ProfileGate>
    </>
  );
}

function CashbackProfileView({ profile, demo }: { profile: CashbackProfile; demo: DemoSwitches }) {
  const location = useLocation();
  // Null when the app has no card-link provider: the pages say so instead of linking.
  const linkHref = profile.linkCardUrl
    ? linkCardHref(profile.linkCardUrl, location, window.location.origin)
    : null;
  const minimum = formatDollars(profile.minimumIgniteBeforeRedemption);
  return (
    // One column on a phone, in the order of importance; from md up the money and cards on
    // the left, the history and the explanations on the right.
    <div className="mx-auto grid w-full max-w-5xl gap-5 md:grid-cols-2 md:items-start md:gap-6">
      <div className="flex min-w-0 flex-col gap-5">
        <BalancePanel profile={profile} demo={demo} />
        <LinkCardPromo linkHref={linkHref} linkedCards={profile.linkedCards} />
        <DrawInTurn>
          <LinkedCards profile={profile} linkHref={linkHref} isDemoSample={demo.linkedCards} />
        </DrawInTurn>
        <DrawInTurn>
          <BankAccountPanel profile={profile} isDemoSample={demo.bankAccount} />
          {profile.isGeneric ? <HomeDealershipInvite /> : null}
        </DrawInTurn>
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <DrawInTurn>
          <PendingTransactions transactions={profile.pendingTransactions} />
        </DrawInTurn>
        <DrawInTurn>
          <HowItWorks minimum={minimum} isGeneric={profile.isGeneric} />
          <DemoPurchasesButton />
        </DrawInTurn>
      </div>
    </div>
  );
}
