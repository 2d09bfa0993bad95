import type { ReactNode } from 'react';

/**
 * The phone-width column every screen lives in. On a phone it fills the screen; on a wider
 * screen it becomes a framed card in the middle of a soft, theme-coloured backdrop, so the
 * layout looks meant rather than stretched. It clips its overflow rather than hiding it:
 * overflow-hidden would make it a scroll container, and the browser's jump to a #fragment
 * (the garage's alert links) would scroll it too, pushing the header off screen.
 *
 * From md up (spec part 1, breakpoints) the signed-in shell takes the whole window: staff
 * work at a desk and owners open the app on laptops too. Sign-in and the status screens
 * keep the card, where a form reads best.
 */
export function PhoneColumn({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-backdrop sm:flex sm:items-center sm:justify-center sm:bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-accent)_14%,var(--color-backdrop)),var(--color-backdrop)_60%)] sm:p-8 md:has-[[data-shell]]:p-0">
      <div className="relative mx-auto flex min-h-dvh w-full max-w-[430px] flex-col overflow-clip bg-bg text-text sm:h-[min(880px,calc(100dvh-4rem))] sm:min-h-0 sm:rounded-[2.25rem] sm:border sm:border-border sm:shadow-2xl sm:shadow-black/40 md:has-[[data-shell]]:h-dvh md:has-[[data-shell]]:max-w-none md:has-[[data-shell]]:rounded-none md:has-[[data-shell]]:border-0">
        {children}
      </div>
    </div>
  );
}
