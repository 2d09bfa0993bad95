// A vehicle's stored care-plan rows become the API's care plan (spec part 2 section 3): each
// product's enabled and inactive flags, PROTECT's pending and active, and the work orders'
// claim counts are computed here from the facts, the dealership's flags and the clock.
import {
  batteryHealth,
  type BatteryVoltageReading,
} from '@ignite/domain/health-monitor/battery-health';
import sanitizeHtml from 'sanitize-html';
import {
  type CarePlan,
  type CarePlanWorkOrder,
  type ConciergeMessage,
  type CoverProduct,
  type GuaranteeProduct,
  PROTECT_KEY,
  REWARDS_KEY,
  type RewardsProduct,
} from '@ignite/domain/garage/care-plan-schema';
import { DEFAULT_CONCIERGE_HOURS } from '@ignite/domain/care-plan/concierge-hours';
import { workOrderCounts } from '@ignite/domain/care-plan/work-orders';
import { EquipmentStatus, ProductStatus } from '@ignite/domain/garage/enums';
import {
  isProductEnabled,
  isProductInactive,
  protectKilometreLimit,
} from '@ignite/domain/garage/products';
import type {
  carePlanProducts,
  carePlans,
  conciergeMessages,
  roadsideAssistance,
  workOrderClaims,
  workOrderConfigurations,
} from '../../db/care-plan-schema.ts';

type ProductRow = typeof carePlanProducts.$inferSelect;
type WorkOrderRow = typeof workOrderConfigurations.$inferSelect & {
  claims: (typeof workOrderClaims.$inferSelect)[];
};

/** The dealership app's switches: a product shows only where its app offers it too. */
export type CarePlanAppFlags = {
  isCarePlanEnabled: boolean;
  isRewardsEnabled: boolean;
  isProtectEnabled: boolean;
  isRoadsideEnabled: boolean;
  isHealthMonitorEnabled: boolean;
  isTheftRecoveryEnabled: boolean;
  isConciergeEnabled: boolean;
  timeZone: string;
};

export type CarePlanRows = {
  plan: typeof carePlans.$inferSelect | null;
  products: ProductRow[];
  roadside: typeof roadsideAssistance.$inferSelect | null;
  workOrders: WorkOrderRow[];
  messages: (typeof conciergeMessages.$inferSelect)[];
  vehicleIsCarePlanEnabled: boolean;
  app: CarePlanAppFlags;
  /** The device in service in the vehicle (health_monitor_devices), if one is fitted. */
  healthMonitorDevice: {
    pairedAt: Date | null;
    lastScanAt: Date | null;
    recentBatteryReadings: BatteryVoltageReading[];
  } | null;
  /** A condition other than the recall is marked with an issue the monitor found. */
  hasMonitorIssue: boolean;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;
const STATUSES = new Set<number>(Object.values(ProductStatus));
/** An unknown stored status (a newer system's) is treated as Draft: not shown. */
const statusOf = (stored: number) =>
  STATUSES.has(stored) ? (stored as ProductStatus) : ProductStatus.Draft;

/** The tags a dealership's message may use; anything else is dropped, its text kept. */
const MESSAGE_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'tel', 'mailto'],
  allowProtocolRelative: false,
};

function toWorkOrder(row: WorkOrderRow, activeFrom: Date | null, now: Date): CarePlanWorkOrder {
  const claims = [...row.claims].sort((a, b) => b.dateClaimed.getTime() - a.dateClaimed.getTime());
  const counts = workOrderCounts(
    row,
    claims.map((claim) => claim.dateClaimed),
    activeFrom,
    now,
  );
  return {
    type: row.type,
    title: row.title,
    product: row.product,
    hasAnnualClaimLimit: row.hasAnnualClaimLimit,
    maximumAnnualClaimCount: row.maximumAnnualClaimCount,
    maximumClaimCount: row.maximumClaimCount,
    ...counts,
    history: claims.map((claim) => ({
      title: claim.title,
      utcDate: claim.dateClaimed.toISOString(),
    })),
  };
}

function productFacts(row: ProductRow, appFlag: boolean) {
  const status = statusOf(row.status);
  return {
    isEnabled: isProductEnabled(row.isEnabled && appFlag, status),
    isInactive: isProductInactive(status),
    title: row.title,
    status,
    provider: row.provider,
    subscriberNumber: row.subscriberNumber,
    phoneNumber: row.phoneNumber,
    termInMonths: row.termInMonths,
    dateActiveFrom: iso(row.dateActiveFrom),
    dateActiveTo: iso(row.dateActiveTo),
  };
}

function toCover(
  row: ProductRow | undefined,
  appFlag: boolean,
  workOrders: CarePlanWorkOrder[],
): CoverProduct | null {
  if (!row) return null;
  const facts = productFacts(row, appFlag);
  return {
    ...facts,
    kilometerLimit: protectKilometreLimit(row.kilometerLimit),
    maximumLiability: row.maximumLiabilityCents === null ? null : row.maximumLiabilityCents / 100,
    isPending: facts.status === ProductStatus.Pending,
    isActive: facts.status === ProductStatus.Active,
    workOrderConfigurations: workOrders,
  };
}

function toGuarantee(row: ProductRow | undefined): GuaranteeProduct | null {
  const cover = toCover(row, true, []);
  if (!row || !cover) return null;
  const cents = row.guaranteedValueCents;
  return { ...cover, guaranteedFutureValue: cents === null ? null : cents / 100 };
}

function toMessage(row: CarePlanRows['messages'][number]): ConciergeMessage {
  return {
    conciergeMessageId: row.id,
    content: sanitizeHtml(row.content, MESSAGE_HTML),
    type: row.type,
    hasLink: row.linkUrl !== null,
    linkUrl: row.linkUrl,
    dismissable: row.isDismissable,
  };
}

/** Null when the vehicle has no care plan (the generic variant). */
export function toCarePlan(rows: CarePlanRows, now: Date): CarePlan | null {
  const { plan, app } = rows;
  if (!plan) return null;
  const product = (kind: ProductRow['kind']) => rows.products.find((p) => p.kind === kind);
  const rewardsRow = product('rewards');
  const protectRow = product('protect');
  const workOrders = (kind: 'Rewards' | 'Protect', activeFrom: Date | null) =>
    rows.workOrders
      .filter((row) => row.product === kind)
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((row) => toWorkOrder(row, activeFrom, now));

  const messages = rows.messages
    .filter((message) => message.dateDismissed === null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(toMessage);
  const isConciergeEnabled = plan.isConciergeEnabled && app.isConciergeEnabled;
  const rewards: RewardsProduct | null = rewardsRow
    ? {
        ...productFacts(rewardsRow, app.isRewardsEnabled),
        appTitle: plan.rewardsAppTitle,
        remindersTitle: plan.remindersTitle,
        showAsProductInApp: plan.showRewardsAsProduct,
        isRemindersEnabled: plan.isRemindersEnabled,
        isCashbackEnabled: plan.isCashbackEnabled,
        cashbackTitle: plan.cashbackTitle,
        isAutomotiveCashbackEnabled: plan.isAutomotiveCashbackEnabled,
        isConciergeEnabled,
        isConciergeMessagesEnabled: isConciergeEnabled && plan.isConciergeMessagesEnabled,
        conciergeTitle: plan.conciergeTitle,
        conciergePhoneNumber: plan.conciergePhoneNumber,
        conciergeHours: plan.conciergeHours ?? DEFAULT_CONCIERGE_HOURS,
        workOrderConfigurations: workOrders('Rewards', rewardsRow.dateActiveFrom),
        hasMessages: messages.length > 0,
        messages,
      }
    : null;

  const roadside = rows.roadside;
  const device = rows.healthMonitorDevice;
  const equipment = (enabled: boolean, stored: number, installed: Date | null) => {
    const isEnabled = enabled && stored !== EquipmentStatus.NotApplicable;
    return {
      isEnabled,
      status: stored,
      isInstalled: isEnabled && stored === EquipmentStatus.Installed,
      utcDateInstalled: iso(installed),
    };
  };
  return {
    title: plan.title,
    isEnabled: plan.isEnabled && app.isCarePlanEnabled && rows.vehicleIsCarePlanEnabled,
    utcDateWelcomeFlowCompleted: iso(plan.dateWelcomeFlowCompleted),
    showReminders: plan.showReminders,
    timeZone: app.timeZone,
    healthMonitor: {
      ...equipment(
        plan.isHealthMonitorEnabled && app.isHealthMonitorEnabled,
        plan.healthMonitorStatus,
        plan.dateHealthMonitorInstalled,
      ),
      isPaired: device?.pairedAt != null,
      utcDateLastPaired: iso(device?.pairedAt ?? null),
      utcDateLastScan: iso(device?.lastScanAt ?? null),
      hasIssueDetected: rows.hasMonitorIssue,
      isEnabledInAppSettings: app.isHealthMonitorEnabled,
      batteryHealth: batteryHealth(device?.recentBatteryReadings ?? []),
    },
    theftRecovery: {
      ...equipment(
        plan.isTheftRecoveryEnabled && app.isTheftRecoveryEnabled,
        plan.theftRecoveryStatus,
        plan.dateTheftRecoveryInstalled,
      ),
      provider: plan.theftRecoveryProvider,
      phoneNumber: plan.theftRecoveryPhoneNumber,
    },
    roadsideAssistance: roadside
      ? {
          isEnabled:
            roadside.isEnabled &&
            app.isRoadsideEnabled &&
            (roadside.dateExpires === null || roadside.dateExpires.getTime() > now.getTime()),
          title: roadside.title,
          provider: roadside.provider,
          coverType: roadside.coverType,
          phoneNumber: roadside.phoneNumber,
          linkUrl: roadside.linkUrl,
          durationInMonths: roadside.durationInMonths,
          utcDateExpires: iso(roadside.dateExpires),
          policyNumber: roadside.policyNumber,
          battery: roadside.battery,
          tyres: roadside.tyres,
          fuel: roadside.fuel,
          lockout: roadside.lockout,
          towing: roadside.towing,
          carHire: roadside.carHire,
          accommodation: roadside.accommodation,
          ambulance: roadside.ambulance,
          general: roadside.general,
        }
      : null,
    [REWARDS_KEY]: rewards,
    [PROTECT_KEY]: toCover(
      protectRow,
      app.isProtectEnabled,
      workOrders('Protect', protectRow?.dateActiveFrom ?? null),
    ),
    guarantee: toGuarantee(product('guarantee')),
    mechanicalProtection: toCover(product('mechanicalProtection'), true, []),
    fuel: { isEnabled: plan.isFuelEnabled },
    marketplace: { isEnabled: plan.isMarketplaceEnabled },
  };
}
