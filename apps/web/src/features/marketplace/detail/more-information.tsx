import { ChevronDown } from 'lucide-react';
import type { OfferDetail } from '@ignite/domain/marketplace/marketplace-api';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { DetailSection, Paragraphs } from './detail-section.tsx';

function Collapsible({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <details className="group rounded-2xl border border-border bg-surface">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-4 text-base font-semibold focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        {title}
        <Glyph
          icon={ChevronDown}
          className="text-xl text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="px-4 pb-4">
        <Paragraphs items={items} />
      </div>
    </details>
  );
}

/**
 * Spec part 3 section 2, More Information: 'How it works', 'About' the advertiser and
 * 'Terms and conditions', each only when it has something to say; no section when none has.
 */
export function MoreInformation({ offer }: { offer: OfferDetail }) {
  const parts: [string, string[]][] = [
    ['How it works', offer.howItWorks],
    ['About', offer.advertiserAboutUs],
    ['Terms and conditions', offer.terms],
  ];
  if (parts.every(([, items]) => items.length === 0)) return null;
  return (
    <DetailSection title="More Information">
      <div className="flex flex-col gap-2">
        {parts.map(([title, items]) => (
          <Collapsible key={title} title={title} items={items} />
        ))}
      </div>
    </DetailSection>
  );
}
