// Battery health from the voltage the health monitor reports (spec part 2 sections 3 and 9):
// the newest reading, the lowest and highest of the recent ones, and a sparkline of at most 10
// points. Voltages are measured at rest, where 12.6 V is a full 12 V battery and below 12.0 V
// is a flat one.

export type BatteryVoltageReading = { voltage: number; readingTimestamp: string };

export type BatteryHealth = {
  hasData: boolean;
  currentVoltage: number | null;
  minVoltage: number | null;
  maxVoltage: number | null;
  /** The voltages of the readings below, oldest first: what the sparkline draws. */
  sparkline: number[];
  utcDateLastReading: string | null;
  /** The newest readings, at most SPARKLINE_MAX_POINTS, oldest first. */
  batteryVoltageReadings: BatteryVoltageReading[];
};

/** Spec part 2 section 9: at most 10 points, padding 4. */
export const SPARKLINE_MAX_POINTS = 10;
export const SPARKLINE_PADDING = 4;

/** A reading at or above this says the battery has recovered (a charged battery at rest). */
export const BATTERY_RECOVERED_VOLTS = 12.4;
/** Below this a battery at rest is flat or failing. */
export const BATTERY_LOW_VOLTS = 12.0;

/** Readings in any order; the health of the newest SPARKLINE_MAX_POINTS of them. */
export function batteryHealth(readings: readonly BatteryVoltageReading[]): BatteryHealth {
  const recent = [...readings]
    .sort((a, b) => Date.parse(a.readingTimestamp) - Date.parse(b.readingTimestamp))
    .slice(-SPARKLINE_MAX_POINTS);
  const newest = recent.at(-1);
  if (!newest) {
    return {
      hasData: false,
      currentVoltage: null,
      minVoltage: null,
      maxVoltage: null,
      sparkline: [],
      utcDateLastReading: null,
      batteryVoltageReadings: [],
    };
  }
  const voltages = recent.map((reading) => reading.voltage);
  return {
    hasData: true,
    currentVoltage: newest.voltage,
    minVoltage: Math.min(...voltages),
    maxVoltage: Math.max(...voltages),
    sparkline: voltages,
    utcDateLastReading: newest.readingTimestamp,
    batteryVoltageReadings: recent,
  };
}

/**
 * The sparkline's points inside a width x height box, `padding` clear on every side: oldest at
 * the left, the highest voltage at the top. One point sits in the middle; equal values draw a
 * flat line across the middle.
 */
export function sparklinePoints(
  values: readonly number[],
  width: number,
  height: number,
  padding = SPARKLINE_PADDING,
): { x: number; y: number }[] {
  const shown = values.slice(-SPARKLINE_MAX_POINTS);
  const min = Math.min(...shown);
  const span = Math.max(...shown) - min;
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const round = (n: number) => Math.round(n * 100) / 100;
  return shown.map((value, index) => ({
    x: round(shown.length === 1 ? width / 2 : padding + (innerWidth * index) / (shown.length - 1)),
    y: round(span === 0 ? height / 2 : padding + innerHeight * (1 - (value - min) / span)),
  }));
}
