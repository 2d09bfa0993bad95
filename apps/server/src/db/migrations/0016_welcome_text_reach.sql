CREATE TABLE "welcome_text_counts" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"sends" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "welcome_text_counts_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
DROP TABLE "welcome_sends" CASCADE;--> statement-breakpoint
ALTER TABLE "dealer_activations" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "dealer_activations" ADD COLUMN "made_consumer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "welcome_links" ADD COLUMN "sent_to" text;