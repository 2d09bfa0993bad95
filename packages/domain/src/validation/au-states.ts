import { z } from 'zod/mini';

/** Australia's eight states and territories: the registration states a car may have. */
export const AU_STATES = [
  { abbreviation: 'ACT', name: 'Australian Capital Territory' },
  { abbreviation: 'NSW', name: 'New South Wales' },
  { abbreviation: 'NT', name: 'Northern Territory' },
  { abbreviation: 'QLD', name: 'Queensland' },
  { abbreviation: 'SA', name: 'South Australia' },
  { abbreviation: 'TAS', name: 'Tasmania' },
  { abbreviation: 'VIC', name: 'Victoria' },
  { abbreviation: 'WA', name: 'Western Australia' },
] as const;

/** A state by its full name or its abbreviation, in any case: its abbreviation, or null. */
export function stateAbbreviation(value: string): string | null {
  const wanted = value.trim().toLowerCase();
  const state = AU_STATES.find(
    (s) => s.name.toLowerCase() === wanted || s.abbreviation.toLowerCase() === wanted,
  );
  return state?.abbreviation ?? null;
}

/** A registration state sent to the API, by name or abbreviation, read as its abbreviation. */
export function regoStateSchema(message: string) {
  return z.pipe(
    z.string({ error: message }),
    z.transform((value: string, ctx) => {
      const abbreviation = stateAbbreviation(value);
      if (abbreviation) return abbreviation;
      // A mini transform's context has no addIssue: the issue goes straight into its list.
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );
}
