import type { ReactNode } from 'react';
import { Screen } from './screen.tsx';

type Props = {
  /** The big visual above the heading: an icon or a number. */
  art: ReactNode;
  heading: string;
  lead?: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** A full screen that explains one situation (not found, failure, setup in progress). */
export function StatusScreen({ art, heading, lead, children, actions }: Props) {
  return (
    <Screen>
      <div className="flex flex-1 flex-col justify-center py-10">
        <div className="text-accent">{art}</div>
        <h1 className="mt-6 text-4xl font-bold tracking-tight">{heading}</h1>
        {lead ? <p className="mt-3 text-xl font-semibold">{lead}</p> : null}
        <div className="mt-4 flex flex-col gap-3 text-base text-muted">{children}</div>
      </div>
      {actions ? <div className="flex flex-col gap-3">{actions}</div> : null}
    </Screen>
  );
}
