CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "advertiser_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"link_url" text,
	"email" text,
	"phone" text,
	"postcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hero_image_url" text
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text NOT NULL,
	"about_us" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"organisation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"ordinal" integer NOT NULL,
	"group_type" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"app_configuration_id" uuid,
	"title" text NOT NULL,
	"offer_type" text NOT NULL,
	"link_url" text,
	"has_booking_link" boolean DEFAULT false NOT NULL,
	"is_card_linked" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"feature_from" timestamp with time zone,
	"feature_to" timestamp with time zone,
	"feature_cover_image_url" text,
	"cover_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"how_it_works" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"condition_type" integer,
	"is_pma_only" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertiser_locations" ADD CONSTRAINT "advertiser_locations_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_categories" ADD CONSTRAINT "offer_categories_parent_id_offer_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offer_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_offer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."offer_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_app_configuration_id_app_configurations_id_fk" FOREIGN KEY ("app_configuration_id") REFERENCES "public"."app_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertiser_locations_advertiser_idx" ON "advertiser_locations" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "advertiser_locations_position_idx" ON "advertiser_locations" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "advertisers_organisation_idx" ON "advertisers" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "offer_categories_parent_idx" ON "offer_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "offers_search_text_trgm_idx" ON "offers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_category_idx" ON "offers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "offers_advertiser_idx" ON "offers" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "offers_starts_at_idx" ON "offers" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "offers_ends_at_idx" ON "offers" USING btree ("ends_at");