CREATE TABLE "cashback_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"linked_card_id" uuid,
	"provider_transaction_id" text NOT NULL,
	"state" integer NOT NULL,
	"cashback_cents" bigint NOT NULL,
	"purchase_cents" bigint NOT NULL,
	"advertiser_name" text NOT NULL,
	"category" text,
	"transaction_date" timestamp with time zone NOT NULL,
	"provider_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_transactions_providerTransactionId_unique" UNIQUE("provider_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "cashback_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"cashback_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_wallets_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "cashback_wallets_cashbackToken_unique" UNIQUE("cashback_token")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"cashback_transaction_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"card_masked" text NOT NULL,
	"nickname" text,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_card_id" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "linked_cards_providerCardId_unique" UNIQUE("provider_card_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_wallet_key_unique" UNIQUE("wallet_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "cashback_transactions" ADD CONSTRAINT "cashback_transactions_wallet_id_cashback_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."cashback_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_transactions" ADD CONSTRAINT "cashback_transactions_linked_card_id_linked_cards_id_fk" FOREIGN KEY ("linked_card_id") REFERENCES "public"."linked_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_wallets" ADD CONSTRAINT "cashback_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_wallet_id_cashback_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."cashback_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_cashback_transaction_id_cashback_transactions_id_fk" FOREIGN KEY ("cashback_transaction_id") REFERENCES "public"."cashback_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_cards" ADD CONSTRAINT "linked_cards_wallet_id_cashback_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."cashback_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_wallet_id_cashback_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."cashback_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_transactions_wallet_idx" ON "cashback_transactions" USING btree ("wallet_id","transaction_date");--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_idx" ON "ledger_entries" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "linked_cards_wallet_idx" ON "linked_cards" USING btree ("wallet_id");--> statement-breakpoint
-- Append-only (decision 0028): a correction is a new entry. Row triggers refuse an edit or a
-- deletion, whatever code or hand tries it.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
