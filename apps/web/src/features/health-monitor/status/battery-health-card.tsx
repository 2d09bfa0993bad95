import { BatteryMedium } from 'lucide-react';
import type { HealthMonitor } from '@ignite/domain/garage/care-plan-schema';
import { BATTERY_LOW_VOLTS } from '@ignite/domain/health-monitor/battery-health';
import { DateText } from '@/entities/condition/date-text.tsx';
import { Panel } from '../panel.tsx';
import { VoltageSparkline } from './voltage-sparkline.tsx';

const volts = (value: number | null) => (value === null ? '–' : `${value.toFixed(2)} V`);

/** Battery health from the monitor's readings: now, lowest, highest and the recent line. */
export function BatteryHealthCard({ health }: { health: HealthMonitor['batteryHealth'] }) {
  const low = health.currentVoltage !== null && health.currentVoltage < BATTERY_LOW_VOLTS;
  return (
    <Panel icon={BatteryMedium} title="Battery health">
      {health.hasData ? (
        <>
          <div className="grid grid-cols-3 items-end gap-x-3">
            <Stat
              label="Now"
              value={health.currentVoltage}
              className={`text-lg font-bold min-[360px]:text-2xl ${low ? 'text-danger' : ''}`}
            />
            <Stat label="Lowest" value={health.minVoltage} className="text-lg font-semibold" />
            <Stat label="Highest" value={health.maxVoltage} className="text-lg font-semibold" />
          </div>
          <VoltageSparkline voltages={health.sparkline} />
          {low ? (
            <p className="text-base">
              The battery is low at rest. Drive for half an hour to charge it; if it stays low, have
              it tested.
            </p>
          ) : null}
          {health.utcDateLastReading ? (
            <p className="text-sm text-muted">
              Last reading <DateText when={health.utcDateLastReading} format="short" />
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-base text-muted">
          No battery readings yet. They appear after the monitor has reported.
        </p>
      )}
    </Panel>
  );
}

function Stat({
  label,
  value,
  className,
}: {
  label: string;
  value: number | null;
  className: string;
}) {
  return (
    <p className="flex flex-col">
      <span className="text-sm text-muted">{label}</span>
      <span className={`whitespace-nowrap ${className}`}>{volts(value)}</span>
    </p>
  );
}
