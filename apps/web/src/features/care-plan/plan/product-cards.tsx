import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  Activity,
  Building2,
  ChevronRight,
  ConciergeBell,
  Files,
  Gift,
  KeyRound,
  LifeBuoy,
  ShieldCheck,
  TrendingUp,
  Wrench,
} from 'lucide-react';
import type {
  CarePlan,
  CoverProduct,
  GuaranteeProduct,
  RewardsProduct,
  RoadsideAssistance,
  TheftRecovery,
} from '@ignite/domain/garage/care-plan-schema';
import { formatCurrency } from '@ignite/domain/format/currency';
import { formatPhoneNumber } from '@ignite/domain/format/phone-display';
import { CallWithReference } from '@/entities/care-plan/call-with-reference.tsx';
import { ConditionStateLabel } from '@/entities/condition/condition-state-label.tsx';
import { DateText } from '@/entities/condition/date-text.tsx';
import {
  type HealthMonitorState,
  healthMonitorTone,
} from '@/entities/health-monitor/health-monitor-state.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { DocumentLink, ROW_LINK_CLASS } from './document-link.tsx';
import { KeepTogether } from './keep-together.tsx';
import { kilometreLimitText, ProductFacts, termText } from './product-facts.tsx';

const row = ROW_LINK_CLASS;

function RowLink({ to, icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className={row}>
      <Glyph icon={icon} className="text-xl text-accent" />
      <span className="flex-1">{children}</span>
      <Glyph icon={ChevronRight} className="text-xl text-muted" />
    </Link>
  );
}

function Card({
  icon,
  title,
  subtitle,
  to,
  children,
}: {
  icon: ReactNode;
  title: string;
  subtitle?: string | null;
  /** The product's own page: the card's title leads there. */
  to?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
      <div className="relative flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-raised text-2xl text-accent">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          {/* A long product name wraps onto a second line; it is never cut. */}
          <h3 className="text-lg leading-tight font-semibold break-words">
            {to ? (
              // The whole row is the target; the link's name is the product's.
              <Link to={to} className="after:absolute after:inset-0 hover:text-accent">
                <KeepTogether text={title} />
              </Link>
            ) : (
              <KeepTogether text={title} />
            )}
          </h3>
          {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
        </div>
        {to ? <Glyph icon={ChevronRight} className="text-xl text-muted" /> : null}
      </div>
      {children}
    </li>
  );
}

const Dates = ({ from, to }: { from: string | null; to: string | null }) =>
  [
    ['Active from', from ? <DateText when={from} format="short" /> : null],
    ['Expires', to ? <DateText when={to} format="short" /> : null],
  ] as const;

export function RewardsCard({ rewards, termsUrl }: { rewards: RewardsProduct; termsUrl?: string }) {
  return (
    <Card
      icon={<Glyph icon={Gift} />}
      title={rewards.title}
      subtitle={rewards.provider}
      to={paths.rewardsProduct}
    >
      <ProductFacts
        rows={[
          ['Member number', rewards.subscriberNumber],
          ...Dates({ from: rewards.dateActiveFrom, to: rewards.dateActiveTo }),
        ]}
      />
      <div className="flex flex-col gap-2">
        <DocumentLink href={termsUrl}>Terms &amp; Conditions</DocumentLink>
        <RowLink to={paths.dealership} icon={Building2}>
          Contact Dealer
        </RowLink>
      </div>
    </Card>
  );
}

export function ProtectCard({ protect, termsUrl }: { protect: CoverProduct; termsUrl?: string }) {
  return (
    <Card
      icon={<Glyph icon={ShieldCheck} />}
      title={protect.title}
      subtitle={protect.isPending ? 'Awaiting activation' : protect.isActive ? 'Active' : null}
      to={paths.protectProduct}
    >
      <ProductFacts
        rows={[
          ['Term', termText(protect.termInMonths)],
          ['Kilometre limit', kilometreLimitText(protect.kilometerLimit)],
          ['Phone', protect.phoneNumber ? formatPhoneNumber(protect.phoneNumber) : null],
          // Spec part 2 section 2: the dates show once the cover is not pending.
          ...(protect.isPending
            ? []
            : Dates({ from: protect.dateActiveFrom, to: protect.dateActiveTo })),
        ]}
      />
      {protect.isPending ? (
        <ButtonLink to={paths.acknowledgeProtect} className="w-full">
          Activate PROTECT
        </ButtonLink>
      ) : null}
      {protect.isActive && protect.phoneNumber ? (
        <CallWithReference
          phoneNumber={protect.phoneNumber}
          label="Call To Make a Claim"
          referenceName="contract number"
          reference={protect.subscriberNumber}
        />
      ) : null}
      <div className="flex flex-col gap-2">
        <DocumentLink href={termsUrl}>Terms &amp; Conditions</DocumentLink>
        <RowLink to={`${paths.protectProduct}#documents`} icon={Files}>
          Documents
        </RowLink>
        <RowLink to={paths.concierge} icon={ConciergeBell}>
          More Options
        </RowLink>
        <RowLink to={paths.dealership} icon={Building2}>
          Contact Dealer
        </RowLink>
      </div>
    </Card>
  );
}

/** The guarantee and mechanical protection: their facts, and the page about them. */
export function CoverCard({
  cover,
  to,
  kind,
}: {
  cover: CoverProduct | GuaranteeProduct;
  to: string;
  kind: 'guarantee' | 'mechanical';
}) {
  const guaranteed = 'guaranteedFutureValue' in cover ? cover.guaranteedFutureValue : null;
  return (
    <Card
      icon={<Glyph icon={kind === 'guarantee' ? TrendingUp : Wrench} />}
      title={cover.title}
      subtitle={cover.provider}
      to={to}
    >
      <ProductFacts
        rows={[
          ['Contract number', cover.subscriberNumber],
          ['Guaranteed value', guaranteed === null ? null : formatCurrency(guaranteed, 0)],
          ['Term', termText(cover.termInMonths)],
          ['Kilometre limit', kilometreLimitText(cover.kilometerLimit)],
          ...(cover.isPending ? [] : Dates({ from: cover.dateActiveFrom, to: cover.dateActiveTo })),
        ]}
      />
    </Card>
  );
}

export function RoadsideCard({ roadside }: { roadside: RoadsideAssistance }) {
  return (
    <Card icon={<Glyph icon={LifeBuoy} />} title={roadside.title} subtitle={roadside.provider}>
      <ProductFacts
        rows={[
          ['Cover', roadside.coverType],
          ['Policy number', roadside.policyNumber],
          [
            'Expires',
            roadside.utcDateExpires ? (
              <DateText when={roadside.utcDateExpires} format="short" />
            ) : null,
          ],
        ]}
      />
      {roadside.phoneNumber ? (
        <CallWithReference
          phoneNumber={roadside.phoneNumber}
          label="Call Roadside Assistance"
          referenceName="policy number"
          reference={roadside.policyNumber}
        />
      ) : null}
      {roadside.linkUrl ? (
        <a href={roadside.linkUrl} target="_blank" rel="noreferrer" className={row}>
          <Glyph icon={Files} className="text-xl text-accent" />
          <span className="flex-1">
            Documents<span className="sr-only"> (opens the provider’s site in a new tab)</span>
          </span>
        </a>
      ) : null}
    </Card>
  );
}

/** The health monitor's card: its status as the owner's settings and the device say. */
export function HealthMonitorCard({ state }: { state: HealthMonitorState }) {
  return (
    <Card icon={<Glyph icon={Activity} />} title="Health Monitor" to={paths.healthMonitor}>
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm text-muted">Status</span>
        <ConditionStateLabel tone={healthMonitorTone(state.display)} label={state.display} />
      </div>
      {state.isDisconnected ? (
        <ButtonLink to={paths.connectHealthMonitor} variant="secondary" className="w-full">
          Connect
        </ButtonLink>
      ) : null}
    </Card>
  );
}

export function TheftRecoveryCard({ theft }: { theft: TheftRecovery }) {
  return (
    <Card icon={<Glyph icon={KeyRound} />} title="Theft Recovery" subtitle={theft.provider}>
      <p className="text-sm text-muted">
        A tracking device is fitted to your car, so it can be found if it is stolen.
      </p>
      <ButtonLink to={paths.theftRecovery} variant="secondary" className="w-full">
        More Details
      </ButtonLink>
    </Card>
  );
}

/** Spec part 2 section 2, care plan cards: each product that is enabled, in the spec's order. */
export function productCardsOf(plan: CarePlan) {
  return {
    rewards: plan.igniteRewards?.isEnabled ? plan.igniteRewards : null,
    protect: plan.igniteProtect?.isEnabled ? plan.igniteProtect : null,
    guarantee: plan.guarantee?.isEnabled ? plan.guarantee : null,
    mechanical: plan.mechanicalProtection?.isEnabled ? plan.mechanicalProtection : null,
    roadside: plan.roadsideAssistance?.isEnabled ? plan.roadsideAssistance : null,
    theft: plan.theftRecovery.isInstalled ? plan.theftRecovery : null,
  };
}
