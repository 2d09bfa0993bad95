// Linked cards: what the card-link provider told us of each (issuer, last four digits,
// expiry), never the number. Removal only ever touches the caller's own card. And the
// advertisers whose offers pay cashback on a linked card, where demo purchases are made.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { CardIssuer } from '@ignite/domain/cashback/linked-card';
import {
  type CardLinkedAdvertiser,
  cardLinkedAdvertisers,
} from '../../db/card-linked-advertisers.ts';
import type { Database } from '../../db/client.ts';
import { linkedCards } from '../../db/cashback-schema.ts';

export type CardRow = typeof linkedCards.$inferSelect;

export type NewCard = {
  issuer: CardIssuer;
  cardMasked: string;
  nickname: string | null;
  expiryMonth: number;
  expiryYear: number;
  provider: string;
};

export type LinkedCardRepository = ReturnType<typeof createLinkedCardRepository>;

export function createLinkedCardRepository(db: Database) {
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

    /** Card-linked advertisers, one of fuel and two of anything else, varied from call to call. */
    async demoAdvertisers(): Promise<CardLinkedAdvertiser[]> {
      const [fuel, others] = await Promise.all([
        cardLinkedAdvertisers(db, { fuel: true, order: 'random', limit: 1 }),
        cardLinkedAdvertisers(db, { fuel: false, order: 'random', limit: 2 }),
      ]);
      return [...fuel, ...others];
    },
  };
}
