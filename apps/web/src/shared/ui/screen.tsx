import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark.tsx';

/**
 * The frame of a full-height screen until the app shell's header arrives: brand mark, a soft
 * glow behind it (decoration, coloured by the theme) and the page's content.
 */
export function Screen({
  children,
  brandName,
}: {
  children: ReactNode;
  /** The brand the page knows it is shown in (see BrandMark); the default when not given. */
  brandName?: string | null;
}) {
  return (
    // Focusable, so a keyboard can scroll a screen with nothing else to focus. Never sideways:
    // the glow reaches 6rem past the right edge, which would otherwise scroll into view.
    <main
      tabIndex={0}
      className="relative flex flex-1 flex-col overflow-x-hidden overflow-y-auto px-6 pt-8 pb-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-[28rem] rounded-full bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-accent)_30%,transparent),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-24 -left-40 size-[26rem] rounded-full bg-[radial-gradient(closest-side,rgb(56_96_255/0.16),transparent)]"
      />
      <BrandMark className="relative" name={brandName} />
      <div className="relative flex flex-1 flex-col">{children}</div>
    </main>
  );
}
