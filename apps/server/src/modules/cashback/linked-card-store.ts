// Linked cards: what the card-link provider told us of each (issuer, last four digits,
// expiry), never the number. Removal only ever touches the caller's own card.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { LinkedCard } from '@ignite/domain/cashback/cashback-api';
import type { CardIssuer } from '@ignite/domain/cashback/linked-card';
import { linkedCardView } from '@ignite/domain/cashback/views';
import type { Database } from '../../db/client.ts';
import { linkedCards } from '../../db/cashback-schema.ts';

type CardRow = typeof linkedCards.$inferSelect;

export type NewCard = {
  issuer: CardIssuer;
  cardMasked: string;
  nickname: string | null;
  expiryMonth: number;
  expiryYear: number;
  provider: string;
};

export function createLinkedCardStore(db: Database) {
  const active = (walletId: string) =>
    and(eq(linkedCards.walletId, walletId), isNull(linkedCards.removedAt));

  return {
    async list(walletId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(linkedCards)
        .where(active(walletId))
        .orderBy(asc(linkedCards.createdAt), asc(linkedCards.id));
    },

    async countActive(walletId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(linkedCards).where(active(walletId));
      return row?.n ?? 0;
    },

    async link(walletId: string, card: NewCard): Promise<CardRow> {
      const [row] = await db
        .insert(linkedCards)
        .values({ ...card, walletId, providerCardId: `card_${randomBytes(12).toString('hex')}` })
        .returning();
      if (!row) throw new Error('the card was not linked');
      return row;
    },

    /** Removes the caller's own active card; false when there is no such card of theirs. */
    async remove(walletId: string, linkedCardId: string, now: Date): Promise<boolean> {
      const removed = await db
        .update(linkedCards)
        .set({ removedAt: now })
        .where(and(eq(linkedCards.id, linkedCardId), active(walletId)))
        .returning({ id: linkedCards.id });
      return removed.length === 1;
    },

    /** The card the feed names, removed or not: cashback earned before removal still counts. */
    async byProviderCardId(providerCardId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(linkedCards)
        .where(eq(linkedCards.providerCardId, providerCardId));
      return row;
    },
  };
}

export type LinkedCardStore = ReturnType<typeof createLinkedCardStore>;

/** A card as the profile answers it; the first linked is the default. */
export function cardView(row: CardRow, index: number, now: Date): LinkedCard {
  const expiry = { month: row.expiryMonth, year: row.expiryYear };
  return linkedCardView({ ...row, expiry }, index, now);
}
