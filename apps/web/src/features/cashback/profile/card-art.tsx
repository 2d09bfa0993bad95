import type { LinkedCard } from '@ignite/domain/cashback/cashback-api';
import { type CardIssuer, ISSUER_NAMES } from '@ignite/domain/cashback/linked-card';

/**
 * Spec part 3 sections 2 and 9: card images cycle through 3 colours. Each is dark enough that
 * white text keeps well above 4.5:1 on every part of its gradient, in either theme.
 */
const CARD_COLOURS = [
  'from-slate-700 to-slate-900',
  'from-indigo-700 to-indigo-950',
  'from-emerald-800 to-teal-950',
] as const;

/** The issuer's mark, drawn in type and shapes (no third-party artwork). */
function IssuerMark({ issuer }: { issuer: CardIssuer }) {
  if (issuer === 'mastercard') {
    return (
      <span className="flex items-center" aria-hidden="true">
        <span className="size-7 rounded-full bg-[#eb001b]" />
        <span className="-ml-3 size-7 rounded-full bg-[#f79e1b]/90" />
      </span>
    );
  }
  if (issuer === 'amex') {
    return (
      <span
        aria-hidden="true"
        className="rounded-md bg-[#1f72cd] px-1.5 py-1 text-xs font-black tracking-wider text-white"
      >
        AMEX
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="text-2xl font-black tracking-tight text-white italic">
      VISA
    </span>
  );
}

/** Which of the 3 colours a card at this place in the list gets. */
export function cardColour(index: number): string {
  return CARD_COLOURS[index % CARD_COLOURS.length] ?? CARD_COLOURS[0];
}

/**
 * A linked card as a picture of one (spec part 3 section 2): issuer, masked number, nickname
 * or description, and expiry as MM/YY. A screen reader hears it as one sentence.
 */
export function CardArt({ card, index }: { card: LinkedCard; index: number }) {
  const name = card.cardNickName?.trim() || card.description;
  const state = card.hasExpired ? 'Expired' : card.isExpiring ? 'Expiring' : null;
  return (
    <div
      className={`relative flex aspect-[1.586] w-full flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br p-4 text-white shadow-lg shadow-black/20 ${cardColour(index)}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="line-clamp-2 min-w-0 text-base font-semibold break-words">{name}</p>
        <span className="shrink-0">
          <span className="sr-only">{ISSUER_NAMES[card.issuer]}</span>
          <IssuerMark issuer={card.issuer} />
        </span>
      </div>
      <p className="font-mono text-xl tracking-widest tabular-nums">
        <span aria-hidden="true">•••• </span>
        <span className="sr-only">ending </span>
        {card.cardMasked}
      </p>
      <div className="flex items-end justify-between gap-2 text-sm">
        <p className="whitespace-nowrap">
          <span className="text-xs tracking-wide uppercase">Expires </span>
          <span className="font-semibold tabular-nums">{card.expiry}</span>
        </p>
        {state ? (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${card.hasExpired ? 'bg-white text-red-800' : 'bg-amber-300 text-amber-950'}`}
          >
            {state}
          </span>
        ) : card.isDefault ? (
          <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
            Default
          </span>
        ) : null}
      </div>
    </div>
  );
}
