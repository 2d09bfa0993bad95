import { BatteryMedium } from 'lucide-react';
import type { HealthMonitor } from '@ignite/domain/care-plan/care-plan-schema';
import { BATTERY_LOW_VOLTS } from '@ignite/domain/health-monitor/battery-health';
import { DateText } from '@/entities/condition/date-text.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { VoltageSparkline } from './voltage-sparkline.tsx';

const volts = (value: number | null) => (value === null ? '–' : `${value.toFixed(2)} V`);

/** Battery health from the monitor's readings: now, lowest, highest and the recent line. */
export function BatteryHealthCard({ health }: { health: HealthMonitor['batteryHealth'] }) {
  const low = health.currentVoltage !== null && health.currentVoltage < BATTERY_LOW_VOLTS;
  return (
    <section
      aria-labelledby="battery-health-title"
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-raised text-2xl text-accent">
          <Glyph icon={BatteryMedium} />
        </span>
        <h3 id="battery-health-title" className="flex-1 text-lg font-semibold">
          Battery health
        </h3>
      </div>
      {health.hasData ? (
        <>
          <div className="grid grid-cols-3 items-end gap-x-3">
            <p className="flex flex-col">
              <span className="text-sm text-muted">Now</span>
              <span
                className={`text-lg font-bold whitespace-nowrap min-[360px]:text-2xl ${low ? 'text-danger' : ''}`}
              >
                {volts(health.currentVoltage)}
              </span>
            </p>
            <p className="flex flex-col">
              <span className="text-sm text-muted">Lowest</span>
              <span className="text-lg font-semibold whitespace-nowrap">
                {volts(health.minVoltage)}
              </span>
            </p>
            <p className="flex flex-col">
              <span className="text-sm text-muted">Highest</span>
              <span className="text-lg font-semibold whitespace-nowrap">
                {volts(health.maxVoltage)}
              </span>
            </p>
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
    </section>
  );
}
