CREATE TABLE "dealer_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"consumer_user_id" uuid NOT NULL,
	"app_configuration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welcome_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "welcome_sends" (
	"session_id" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"sends" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welcome_sends_session_id_vehicle_id_pk" PRIMARY KEY("session_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_name" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "crm_reference_id" text;--> statement-breakpoint
ALTER TABLE "dealer_activations" ADD CONSTRAINT "dealer_activations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_activations" ADD CONSTRAINT "dealer_activations_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_activations" ADD CONSTRAINT "dealer_activations_consumer_user_id_users_id_fk" FOREIGN KEY ("consumer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_activations" ADD CONSTRAINT "dealer_activations_app_configuration_id_app_configurations_id_fk" FOREIGN KEY ("app_configuration_id") REFERENCES "public"."app_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_links" ADD CONSTRAINT "welcome_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_links" ADD CONSTRAINT "welcome_links_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_sends" ADD CONSTRAINT "welcome_sends_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_activations_vehicle_idx" ON "dealer_activations" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "welcome_links_user_idx" ON "welcome_links" USING btree ("user_id");--> statement-breakpoint
-- Every vehicle that already has an owner was handed over before dealer mode kept a record.
UPDATE "vehicles" SET "activated_at" = "created_at" WHERE "owner_id" IS NOT NULL;
