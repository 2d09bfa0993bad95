import type { ReactNode } from 'react';
import { Icon } from '@/shared/icons/icon.tsx';
import type { IconSet } from '@/shared/icons/icon-sets.ts';

type Props = {
  icon: string;
  iconSet?: IconSet;
  heading: string;
  children: ReactNode;
  /** Where the owner can go meanwhile, below the badge. */
  action?: ReactNode;
};

/** An honest placeholder for a section that is not built yet, in the app's own style. */
export function ComingNext({ icon, iconSet = 'special', heading, children, action }: Props) {
  return (
    <section className="flex flex-col items-center px-4 pt-10 text-center">
      <div className="relative grid size-28 place-items-center rounded-[2rem] border border-border bg-surface text-5xl text-accent shadow-xl shadow-black/10">
        <div
          aria-hidden="true"
          className="absolute inset-0 rounded-[2rem] bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent)_22%,transparent),transparent)]"
        />
        <Icon set={iconSet} name={icon} className="relative" />
      </div>
      <h2 className="mt-8 text-2xl font-bold tracking-tight">{heading}</h2>
      <p className="mt-3 max-w-xs text-base text-muted">{children}</p>
      <span className="mt-6 rounded-full bg-raised px-4 py-2 text-sm font-semibold">
        Coming next
      </span>
      {action ? <div className="mt-8 w-full max-w-xs">{action}</div> : null}
    </section>
  );
}
