import { ArrowLeft } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { Outbox } from './outbox.tsx';

/**
 * /dealer-mode/outbox (demo mode): the outbox as dealer-mode staff read it, the welcome texts
 * they sent among them, under dealer mode's own header with the way back to the search. The
 * shell's owner tabs are not here: their pages are closed to staff.
 */
export function DealerOutboxPage() {
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-5 px-4 pt-6 pb-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Dealer Mode</h1>
        <ButtonLink variant="secondary" to={paths.dealerMode} className="shrink-0">
          <Glyph icon={ArrowLeft} className="text-lg" />
          Back to Dealer Mode
        </ButtonLink>
      </header>
      <Outbox />
    </main>
  );
}
