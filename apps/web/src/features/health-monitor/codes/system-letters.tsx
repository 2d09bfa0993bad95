import { DTC_SYSTEMS, systemsPresent } from '@ignite/domain/health-monitor/diagnostic-codes';

/** Spec part 3 section 4: what the first letter means, the letters present highlighted. */
export function SystemLetters({ codes }: { codes: readonly string[] }) {
  const present = systemsPresent(codes);
  return (
    <section aria-labelledby="system-letters-title" className="flex flex-col gap-3">
      <h3 id="system-letters-title" className="text-lg font-semibold">
        What the first letter means
      </h3>
      <ul className="flex flex-col gap-2">
        {DTC_SYSTEMS.map((system) => {
          const isPresent = present.has(system.letter);
          return (
            <li
              key={system.letter}
              className={`flex items-start gap-3 rounded-2xl border p-3 ${isPresent ? 'border-accent bg-accent/10' : 'border-border'}`}
            >
              <span
                className={`grid size-10 shrink-0 place-items-center rounded-xl text-lg font-bold ${isPresent ? 'bg-accent text-on-accent' : 'bg-raised text-text'}`}
              >
                {system.letter}
              </span>
              <span className="flex flex-col">
                <span className="text-base font-semibold">
                  {system.name}
                  {isPresent ? <span className="sr-only"> (in these codes)</span> : null}
                </span>
                <span className="text-sm text-muted">{system.meaning}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
