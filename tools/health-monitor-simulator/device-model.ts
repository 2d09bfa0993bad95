// How a car with a health monitor behaves, in small steps a simulator can play: the battery at
// rest sags a little each reading and recovers after a drive, scans mostly find nothing and now
// and then find a generic code, and trips go out from home and back. A seeded random source keeps
// a run repeatable.

export type Random = () => number;

/** A small, fast, seedable generator (mulberry32). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Condition types of spec part 2 section 4 (Tyres, 5, is never the device's to report). */
const BATTERY = 1;
const SERVICE = 4;
const BRAKES = 11;

/** Generic codes a real car shows now and then. */
export const OCCASIONAL_CODES = [
  'P0171',
  'P0420',
  'P0300',
  'P0442',
  'P0128',
  'U0100',
  'C0035',
  'B0001',
] as const;
export const LOW_BATTERY_CODE = 'P0562';

/** The condition a scan's codes concern: chassis codes the brakes, P0562 the battery. */
export function conditionTypeOf(codes: readonly string[]): number {
  if (codes.some((code) => code.startsWith('C'))) return BRAKES;
  if (codes.includes(LOW_BATTERY_CODE)) return BATTERY;
  return SERVICE;
}

export type Scan = { hasIssue: boolean; conditionType: number; errorCodes: string[] };

/** A routine scan: about one in five finds one or two codes. */
export function routineScan(random: Random): Scan {
  if (random() >= 0.2) return { hasIssue: false, conditionType: SERVICE, errorCodes: [] };
  const pick = () => OCCASIONAL_CODES[Math.floor(random() * OCCASIONAL_CODES.length)] ?? 'P0171';
  const errorCodes = [...new Set(random() < 0.3 ? [pick(), pick()] : [pick()])];
  return { hasIssue: true, conditionType: conditionTypeOf(errorCodes), errorCodes };
}

export const lowBatteryScan = (): Scan => ({
  hasIssue: true,
  conditionType: BATTERY,
  errorCodes: [LOW_BATTERY_CODE],
});

export const FULL_VOLTS = 12.62;
/** Below this at rest the device reports a weak battery (P0562). */
export const LOW_VOLTS = 12.0;
const FLAT_VOLTS = 11.8;

/**
 * The battery at rest: each reading a little lower, with noise, down to about 11.8 V, until a
 * drive charges it. `speed` scales the sag (the simulator's --fast).
 */
export function createBattery(random: Random, start = FULL_VOLTS, speed = 1) {
  let volts = start;
  return {
    read(): number {
      volts = Math.max(FLAT_VOLTS, volts - (0.002 + random() * 0.002) * speed);
      return Math.round((volts + (random() - 0.5) * 0.01) * 1000) / 1000;
    },
    charge() {
      volts = FULL_VOLTS + random() * 0.05;
    },
    get isLow() {
      return volts < LOW_VOLTS;
    },
  };
}

export type RoutePoint = { lat: number; long: number };
const HOME: RoutePoint = { lat: -33.8148, long: 151.0017 };

/** Suburban driving, about 30 km/h: metres a minute. */
const METRES_PER_MINUTE = 500;

/**
 * A drive out from home along one bearing and back along another, with its length in metres;
 * at most `maxMinutes` long (a shorter reach), so trips played every few minutes never overlap.
 */
export function drive(
  random: Random,
  maxMinutes = Infinity,
): {
  route: RoutePoint[];
  distanceMetres: number;
  minutes: number;
} {
  const bearing = random() * 360;
  const reach = 0.01 + random() * 0.04;
  let route = loop(bearing, reach);
  const minutes = pathMetres(route) / METRES_PER_MINUTE;
  // The path's length grows with its reach, so scaling the reach scales the minutes.
  if (minutes > maxMinutes) route = loop(bearing, (reach * maxMinutes) / minutes);
  const distanceMetres = Math.round(pathMetres(route));
  return {
    route,
    distanceMetres,
    minutes: Math.max(1, Math.round(distanceMetres / METRES_PER_MINUTE)),
  };
}

function loop(bearing: number, reach: number): RoutePoint[] {
  const route: RoutePoint[] = [];
  for (let step = 0; step <= 16; step++) {
    const t = step / 16;
    const angle = ((bearing + 90 * t) * Math.PI) / 180;
    const distance = reach * Math.sin(t * Math.PI);
    route.push({
      lat: Math.round((HOME.lat + distance * Math.cos(angle)) * 1e5) / 1e5,
      long: Math.round((HOME.long + distance * Math.sin(angle)) * 1e5) / 1e5,
    });
  }
  return route;
}

function pathMetres(route: readonly RoutePoint[]): number {
  let metres = 0;
  const rad = Math.PI / 180;
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1];
    const b = route[i];
    if (!a || !b) continue;
    const h =
      Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
      Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.long - a.long) * rad) / 2) ** 2;
    metres += 2 * 6_371_000 * Math.asin(Math.sqrt(h));
  }
  return metres;
}
