import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { GARAGE_DEBUG_LINK_PERMISSIONS } from '@ignite/domain/permissions';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { DrawInTurn } from '@/shared/ui/draw-in-turn.tsx';
import { CashbackSummaryTile } from '@/entities/cashback/cashback-summary-tile.tsx';
import { ActionRows } from './action-rows.tsx';
import { AlertBanner } from './alert-banner.tsx';
import { alertItems } from './alert-items.ts';
import { ConditionsList } from './conditions-list.tsx';
import { DealershipCard } from './dealership-card.tsx';
import { DebugLink } from './debug-link.tsx';
import { GarageButtons } from './garage-buttons.tsx';
import { VehicleHeader } from './vehicle-header.tsx';

type Props = { garage: MyGarage; expert: boolean; permissions: readonly string[] };

/**
 * The default panel (spec part 2 section 2): alert banner, vehicle header with its actions
 * menu, action rows, the cashback summary (spec part 3 section 2), Conditions and Settings
 * buttons, the conditions list, and the debug link for debug users.
 */
export function VehiclePanel({ garage, expert, permissions }: Props) {
  const { settings } = useUserSettings();
  const conditions = garage.vehicle.condition?.conditions ?? [];
  return (
    // From md up: the vehicle beside its actions, the monitors in a grid below.
    <div className="flex flex-col gap-4 md:grid md:grid-cols-2 md:items-start md:gap-6">
      <div className="md:col-span-2">
        <AlertBanner items={alertItems(conditions)} />
      </div>
      <VehicleHeader vehicle={garage.vehicle} />
      <div className="flex flex-col gap-4">
        <ActionRows vehicle={garage.vehicle} appointments={garage.appointments} />
        <DrawInTurn>
          <CashbackSummaryTile />
        </DrawInTurn>
        <DrawInTurn>
          <GarageButtons />
        </DrawInTurn>
      </div>
      <div className="md:col-span-2">
        <ConditionsList
          conditions={conditions}
          reversed={settings?.reverseConditionIndicators ?? false}
          expert={expert}
        />
      </div>
      <DrawInTurn>
        <DealershipCard dealer={garage.dealerLocation} carePlan={garage.carePlan} />
        {hasPermissions(permissions, GARAGE_DEBUG_LINK_PERMISSIONS) ? <DebugLink /> : null}
      </DrawInTurn>
    </div>
  );
}
