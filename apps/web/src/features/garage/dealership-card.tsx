import { Icon } from '../../shared/icons/icon.tsx';

/** The user's home dealership, when they have one (the generic variant has none). */
export function DealershipCard({ name }: { name: string }) {
  return (
    <section
      aria-label="Your dealership"
      className="flex items-center gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-raised text-accent">
        <Icon name="location" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">Your dealership</p>
        <p className="truncate text-lg font-semibold">{name}</p>
      </div>
    </section>
  );
}
