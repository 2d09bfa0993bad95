CREATE TABLE "bank_accounts" (
	"wallet_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"answer" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_wallet_key_unique" UNIQUE("wallet_id","key")
);
--> statement-breakpoint
ALTER TABLE "payouts" DROP COLUMN "request_hash";--> statement-breakpoint
ALTER TABLE "payouts" DROP COLUMN "answer";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_account_sealed" text NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "due_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_wallet_id_cashback_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."cashback_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_wallet_id_cashback_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."cashback_wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payouts_due_idx" ON "payouts" USING btree ("state","due_at");