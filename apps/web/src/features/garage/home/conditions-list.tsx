import type { Condition } from '@ignite/domain/garage/condition-schema';
import { DrawInTurn } from '@/shared/ui/draw-in-turn.tsx';
import { ConditionTile } from '@/entities/condition/condition-tile.tsx';

/**
 * Every visible condition, in the order the server answers (the spec's display order). A
 * condition the app does not offer is not visible; one the owner switched off still shows,
 * dimmed and labelled Disabled.
 */
export function ConditionsList({
  conditions,
  reversed,
  expert,
}: {
  conditions: readonly Condition[];
  reversed: boolean;
  expert: boolean;
}) {
  const shown = conditions.filter((condition) => condition.isVisible);
  return (
    <section aria-labelledby="conditions-heading">
      {/* In turn like the tiles below it: the sections above it in the garage are drawn in
          turn, and a heading drawn at once would move down as each of them arrives. */}
      <DrawInTurn>
        <h2 id="conditions-heading" className="mb-3 text-xl font-bold tracking-tight">
          Condition monitors
        </h2>
      </DrawInTurn>
      {shown.length === 0 ? (
        <DrawInTurn>
          <p className="rounded-2xl border border-border bg-surface p-5 text-muted">
            There are no condition monitors for this vehicle yet
          </p>
        </DrawInTurn>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((condition) => (
            <DrawInTurn key={condition.conditionId}>
              <ConditionTile condition={condition} reversed={reversed} expert={expert} />
            </DrawInTurn>
          ))}
        </ul>
      )}
    </section>
  );
}
