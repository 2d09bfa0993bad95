// Diagnostic trouble codes (spec part 3 section 4; SAE J2012): what a code's letter and digits
// mean, how urgent a code is, and the view's words. The descriptions of the generic codes come
// from the table the server holds (modules/health-monitor/diagnostic-codes); a code it lacks
// (a manufacturer's, or the demo's P6472 and U3114) is still explained by its letter and digits.

/** Five characters: the system letter, then four hexadecimal characters. */
export const DTC_PATTERN = /^[PBCU][0-9A-F]{4}$/;

export type DtcSystem = 'P' | 'B' | 'C' | 'U';

/** The spec's explanation of the first letter, word for word. */
export const DTC_SYSTEMS: readonly { letter: DtcSystem; name: string; meaning: string }[] = [
  {
    letter: 'P',
    name: 'Powertrain',
    meaning: 'engine, transmission, fuel; serious safety or warranty issue',
  },
  {
    letter: 'B',
    name: 'Body',
    meaning: 'passenger compartment, driving assistance, comfort, convenience, safety',
  },
  { letter: 'C', name: 'Chassis', meaning: 'brakes, steering, suspension, traction control' },
  {
    letter: 'U',
    name: 'Networking and Electrical',
    meaning:
      'electrical subsystem, software, temperature control, ignition, power windows and doors',
  },
];

export const DTC_DEMO_CODES = ['P0001', 'P0002', 'U0002', 'P6472', 'U3114'] as const;

/** 'Diagnostic Trouble Code' made plural with an 'S' when several, then 'Detected'. */
export function dtcHeading(count: number): string {
  return `Diagnostic Trouble Code${count > 1 ? 'S' : ''} Detected`;
}

export const DTC_TEXTS = {
  report: (count: number) =>
    count > 1
      ? 'These codes should be reported to your service provider.'
      : 'This code should be reported to your service provider.',
  remainingCharacters:
    'The remaining characters give the nature of the fault, which needs a trained technician to diagnose.',
  noScans: 'No scan data available',
} as const;

/** The letters present in the codes, for the explanation's highlights. */
export function systemsPresent(codes: readonly string[]): Set<DtcSystem> {
  return new Set(
    codes
      .map((code) => code.charAt(0).toUpperCase())
      .filter((l): l is DtcSystem => 'PBCU'.includes(l) && l !== ''),
  );
}

/** What the second character says: who defined the code. */
export function dtcOrigin(code: string): 'generic' | 'manufacturer' {
  const digit = code.charAt(1);
  const system = code.charAt(0);
  if (digit === '0') return 'generic';
  // P2 is generic too; P3 and U3 are shared between SAE and the manufacturers.
  if (system === 'P' && digit === '2') return 'generic';
  return 'manufacturer';
}

const POWERTRAIN_SUBSYSTEMS: Record<string, string> = {
  '0': 'fuel and air metering, and auxiliary emission controls',
  '1': 'fuel and air metering',
  '2': 'fuel and air metering (injector circuit)',
  '3': 'ignition system or misfire',
  '4': 'auxiliary emission controls',
  '5': 'vehicle speed, idle control and auxiliary inputs',
  '6': 'computer and output circuits',
  '7': 'transmission',
  '8': 'transmission',
  '9': 'transmission',
  A: 'hybrid propulsion',
  B: 'hybrid propulsion',
  C: 'hybrid propulsion',
};

/** A plain description of a code the table does not hold, from its letter and digits. */
export function describeUnlistedCode(code: string): string {
  const system = DTC_SYSTEMS.find((s) => s.letter === code.charAt(0));
  const origin = dtcOrigin(code) === 'generic' ? 'A generic' : 'A manufacturer-specific';
  const area = code.charAt(0) === 'P' ? POWERTRAIN_SUBSYSTEMS[code.charAt(2)] : undefined;
  const where = system ? `${system.name.toLowerCase()} (${system.meaning})` : 'vehicle';
  return `${origin} ${where} code${area ? `, in the ${area}` : ''}. Your dealership can read what it means for your car.`;
}

/** How soon an owner should act on a code. */
export type DtcUrgency = 'now' | 'soon' | 'routine';

export const DTC_URGENCY_TEXTS: Record<DtcUrgency, { label: string; advice: string }> = {
  now: {
    label: 'Urgent',
    advice: 'A safety system may be affected. Have it checked before driving far.',
  },
  soon: { label: 'Book soon', advice: 'Book a repair in the next week or two.' },
  routine: { label: 'Routine', advice: 'Mention it at your next service.' },
};

export type DtcFacts = {
  code: string;
  /** powertrain, body, chassis or network; null for a code the table lacks. */
  category: string | null;
  /** Whether it lights the check-engine lamp; null when unknown. */
  mil: boolean | null;
};

/**
 * Urgent: a chassis code (brakes, steering, suspension, traction) or a restraint code (B00xx,
 * the airbags), and a misfire (P0300 to P0312, which can ruin the catalytic converter). Soon: a
 * code that lights the check-engine lamp, or one the table does not know. Routine: the rest.
 */
export function dtcUrgency(facts: DtcFacts): DtcUrgency {
  const code = facts.code;
  if (code.startsWith('C') || code.startsWith('B00')) return 'now';
  if (/^P03(0\d|1[0-2])$/.test(code)) return 'now';
  if (facts.category === null || facts.mil !== false) return 'soon';
  return 'routine';
}
