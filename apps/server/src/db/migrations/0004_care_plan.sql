CREATE TABLE "app_change_grants" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"app_configuration_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_plan_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"status" integer NOT NULL,
	"title" text NOT NULL,
	"provider" text,
	"subscriber_number" text,
	"phone_number" text,
	"term_in_months" integer,
	"kilometer_limit" integer,
	"maximum_liability_cents" integer,
	"date_active_from" timestamp with time zone,
	"date_active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "care_plans" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"date_welcome_flow_completed" timestamp with time zone,
	"show_reminders" boolean DEFAULT true NOT NULL,
	"is_fuel_enabled" boolean DEFAULT false NOT NULL,
	"is_marketplace_enabled" boolean DEFAULT true NOT NULL,
	"rewards_app_title" text NOT NULL,
	"reminders_title" text NOT NULL,
	"show_rewards_as_product" boolean DEFAULT true NOT NULL,
	"is_reminders_enabled" boolean DEFAULT true NOT NULL,
	"is_cashback_enabled" boolean DEFAULT false NOT NULL,
	"cashback_title" text NOT NULL,
	"is_automotive_cashback_enabled" boolean DEFAULT false NOT NULL,
	"is_concierge_enabled" boolean DEFAULT false NOT NULL,
	"is_concierge_messages_enabled" boolean DEFAULT false NOT NULL,
	"concierge_title" text NOT NULL,
	"concierge_phone_number" text,
	"concierge_hours" text,
	"is_health_monitor_enabled" boolean DEFAULT false NOT NULL,
	"health_monitor_status" integer DEFAULT 0 NOT NULL,
	"date_health_monitor_installed" timestamp with time zone,
	"is_theft_recovery_enabled" boolean DEFAULT false NOT NULL,
	"theft_recovery_status" integer DEFAULT 0 NOT NULL,
	"theft_recovery_provider" text,
	"theft_recovery_phone_number" text,
	"date_theft_recovery_installed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concierge_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"link_url" text,
	"is_dismissable" boolean DEFAULT true NOT NULL,
	"date_dismissed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roadside_assistance" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"title" text NOT NULL,
	"provider" text,
	"cover_type" text,
	"phone_number" text,
	"link_url" text,
	"duration_in_months" integer,
	"date_expires" timestamp with time zone,
	"policy_number" text,
	"battery" boolean DEFAULT false NOT NULL,
	"tyres" boolean DEFAULT false NOT NULL,
	"fuel" boolean DEFAULT false NOT NULL,
	"lockout" boolean DEFAULT false NOT NULL,
	"towing" boolean DEFAULT false NOT NULL,
	"car_hire" boolean DEFAULT false NOT NULL,
	"accommodation" boolean DEFAULT false NOT NULL,
	"ambulance" boolean DEFAULT false NOT NULL,
	"general" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_configuration_id" uuid NOT NULL,
	"title" text NOT NULL,
	"date_claimed" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"type" text NOT NULL,
	"product" text NOT NULL,
	"title" text NOT NULL,
	"has_annual_claim_limit" boolean DEFAULT false NOT NULL,
	"maximum_annual_claim_count" integer DEFAULT 0 NOT NULL,
	"maximum_claim_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "app_configurations" ADD COLUMN "originator_code" text;--> statement-breakpoint
ALTER TABLE "app_configurations" ADD COLUMN "time_zone" text DEFAULT 'Australia/Sydney' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_change_grants" ADD CONSTRAINT "app_change_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_change_grants" ADD CONSTRAINT "app_change_grants_app_configuration_id_app_configurations_id_fk" FOREIGN KEY ("app_configuration_id") REFERENCES "public"."app_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plan_products" ADD CONSTRAINT "care_plan_products_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_plans" ADD CONSTRAINT "care_plans_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_messages" ADD CONSTRAINT "concierge_messages_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadside_assistance" ADD CONSTRAINT "roadside_assistance_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_claims" ADD CONSTRAINT "work_order_claims_work_order_configuration_id_work_order_configurations_id_fk" FOREIGN KEY ("work_order_configuration_id") REFERENCES "public"."work_order_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_configurations" ADD CONSTRAINT "work_order_configurations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_plan_products_vehicle_kind_idx" ON "care_plan_products" USING btree ("vehicle_id","kind");--> statement-breakpoint
CREATE INDEX "concierge_messages_vehicle_idx" ON "concierge_messages" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "work_order_claims_configuration_idx" ON "work_order_claims" USING btree ("work_order_configuration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_configurations_vehicle_type_idx" ON "work_order_configurations" USING btree ("vehicle_id","type");--> statement-breakpoint
CREATE INDEX "outbox_messages_state_idx" ON "outbox_messages" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "app_configurations" ADD CONSTRAINT "app_configurations_originatorCode_unique" UNIQUE("originator_code");--> statement-breakpoint
-- The care plan is part of the My Garage answer, so its rows restamp their vehicle (see
-- migration 0002 and db/garage-stamps.ts). A claim restamps through its configuration.
CREATE TRIGGER care_plans_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON care_plans
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE TRIGGER care_plan_products_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON care_plan_products
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE TRIGGER roadside_assistance_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON roadside_assistance
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE TRIGGER work_order_configurations_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON work_order_configurations
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE TRIGGER concierge_messages_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON concierge_messages
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE FUNCTION restamp_vehicle_of_claim() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vehicles SET garage_version = nextval('garage_version')
    WHERE id IN (SELECT vehicle_id FROM work_order_configurations
                 WHERE id IN (OLD.work_order_configuration_id, NEW.work_order_configuration_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER work_order_claims_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON work_order_claims
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_claim();
