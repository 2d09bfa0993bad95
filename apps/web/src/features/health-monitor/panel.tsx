import { type ReactNode, useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';

/** A card of the health monitor's pages: an icon, a heading (and what sits beside it), then its body. */
export function Panel({
  icon,
  title,
  aside,
  children,
}: {
  icon: LucideIcon;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-raised text-2xl text-accent">
          <Glyph icon={icon} />
        </span>
        <h2 id={titleId} className="flex-1 text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
