import { Link } from 'react-router';
import { Activity } from 'lucide-react';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { ConditionStateLabel } from '@/entities/condition/condition-state-label.tsx';
import { DateText } from '@/entities/condition/date-text.tsx';
import {
  healthMonitorStateOf,
  healthMonitorTone,
} from '@/entities/health-monitor/health-monitor-state.ts';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { paths } from '@/shared/routes.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { Panel } from '../panel.tsx';
import { BatteryHealthCard } from './battery-health-card.tsx';
import { ScanHistory } from './scan-history.tsx';

/** /my-garage/health-monitor: the monitor's status, battery health and scan history. */
export function HealthMonitorPage() {
  return <GarageModelGate>{(garage) => <HealthMonitorStatus garage={garage} />}</GarageModelGate>;
}

function HealthMonitorStatus({ garage }: { garage: MyGarage }) {
  const { settings } = useUserSettings();
  const monitor = garage.carePlan?.isEnabled ? garage.carePlan.healthMonitor : null;
  const state = settings && monitor ? healthMonitorStateOf(garage, settings, new Date()) : null;
  if (!monitor || !state) {
    return (
      <p className="rounded-3xl border border-border bg-surface p-5 text-base">
        This car’s care plan does not include a health monitor. Ask your dealership about fitting
        one.
      </p>
    );
  }
  const facts: [string, string | null][] = [
    ['Installed', monitor.utcDateInstalled],
    ['Paired', monitor.utcDateLastPaired],
    ['Last scan', monitor.utcDateLastScan],
  ];
  return (
    <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
      <Panel
        icon={Activity}
        title="Status"
        aside={
          <ConditionStateLabel tone={healthMonitorTone(state.display)} label={state.display} />
        }
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
          {facts.map(([label, when]) =>
            when ? (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="text-right">
                  <DateText when={when} format="short" />
                </dd>
              </div>
            ) : null,
          )}
        </dl>
        {state.display === 'Issue Detected' ? (
          <p className="text-base">
            The monitor found an issue. Open the scan below to see its codes, and book a check with
            your dealership.
          </p>
        ) : null}
        {state.isDisconnected ? (
          <ButtonLink to={paths.connectHealthMonitor} className="w-full">
            Connect
          </ButtonLink>
        ) : null}
        {!state.isInstalled ? (
          <p className="text-sm text-muted">
            Fitted one since? Set the health monitor to Installed in{' '}
            <Link to={paths.garageSettings} className="text-accent underline">
              Settings
            </Link>
            .
          </p>
        ) : null}
      </Panel>
      <BatteryHealthCard health={monitor.batteryHealth} />
      <div className="md:col-span-2">
        <ScanHistory vehicleId={garage.vehicle.vehicleId} />
      </div>
    </div>
  );
}
