import type { ReactNode } from 'react';

/** A panel's heading: what the list below is. */
export function PanelHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-2xl font-bold tracking-tight break-words">{children}</h2>;
}
