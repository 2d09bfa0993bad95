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

/** Condition types of spec part 2 section 4. */
const SERVICE = 4;
const BATTERY = 1;
const BRAKES = 11;

/** Codes a real car shows now and then, with the condition each concerns. */
const OCCASIONAL_CODES: readonly { codes: string[]; conditionType: number }[] = [
  { codes: ['P0171'], conditionType: SERVICE },
  { codes: ['P0420'], conditionType: SERVICE },
  { codes: ['P0171', 'P0420'], conditionType: SERVICE },
  { codes: ['P0300'], conditionType: SERVICE },
  { codes: ['P0442'], conditionType: SERVICE },
  { codes: ['P0128'], conditionType: SERVICE },
  { codes: ['U0100'], conditionType: SERVICE },
  { codes: ['C0035'], conditionType: BRAKES },
];
export const LOW_BATTERY_CODE = 'P0562';

export type Scan = { hasIssue: boolean; conditionType: number; errorCodes: string[] };

/** A routine scan: about one in five finds a code. */
export function routineScan(random: Random): Scan {
  if (random() >= 0.2) return { hasIssue: false, conditionType: SERVICE, errorCodes: [] };
  const pick =
    OCCASIONAL_CODES[Math.floor(random() * OCCASIONAL_CODES.length)] ?? OCCASIONAL_CODES[0];
  return {
    hasIssue: true,
    conditionType: pick?.conditionType ?? SERVICE,
    errorCodes: pick?.codes ?? [],
  };
}

export const lowBatteryScan = (): Scan => ({
  hasIssue: true,
  conditionType: BATTERY,
  errorCodes: [LOW_BATTERY_CODE],
});

export const FULL_VOLTS = 12.62;
export const LOW_VOLTS = 11.95;

/** The battery at rest: each reading a little lower, with noise, until a drive charges it. */
export function createBattery(random: Random, start = FULL_VOLTS) {
  let volts = start;
  return {
    read(): number {
      volts = Math.max(11.4, volts - 0.002 - random() * 0.002);
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

/** A drive out from home along one bearing and back along another, with its length in metres. */
export function drive(random: Random): {
  route: RoutePoint[];
  distanceMetres: number;
  minutes: number;
} {
  const bearing = random() * 360;
  const reach = 0.01 + random() * 0.04;
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
  const distanceMetres = Math.round(pathMetres(route));
  // About 30 km/h through the suburbs.
  return { route, distanceMetres, minutes: Math.max(3, Math.round(distanceMetres / 500)) };
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
