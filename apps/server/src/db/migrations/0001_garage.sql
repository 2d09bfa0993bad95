CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"organisation_consumer_id" uuid NOT NULL,
	"organisation_id" uuid,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"with_name" text,
	"utc_date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"utc_date_appointment" timestamp with time zone NOT NULL,
	"appointment_type" integer DEFAULT 0 NOT NULL,
	"appointment_state" integer DEFAULT 0 NOT NULL,
	"pickup_and_delivery_state" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"owing_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condition_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_configuration_id" uuid NOT NULL,
	"condition_type" integer NOT NULL,
	"name" text NOT NULL,
	"ordinal" integer NOT NULL,
	"category_id" text,
	"offer_id" uuid,
	"has_originator_capability" boolean DEFAULT false NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"can_user_disable" boolean DEFAULT true NOT NULL,
	"call_to_action_type" integer DEFAULT 0 NOT NULL,
	"call_to_action" text
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"type" integer NOT NULL,
	"is_disabled" boolean DEFAULT false NOT NULL,
	"last_odometer" integer,
	"next_odometer" integer,
	"last_date" timestamp with time zone,
	"next_date" timestamp with time zone,
	"interval_km" integer,
	"interval_months" integer,
	"interval_weeks" integer,
	"value" text,
	"average_price_cents" integer,
	"has_issue" boolean DEFAULT false NOT NULL,
	"is_recall_issued" boolean DEFAULT false NOT NULL,
	"recall_reference" text,
	"recall_description" text,
	"date_dismissed_by_consumer" timestamp with time zone,
	"dismissed_by_user_id" uuid,
	"date_dismissed_by_user" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"utc_event_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text,
	"email" text,
	"link_url" text,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "service_intervals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"km" integer NOT NULL,
	"months" integer NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"date_completed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_log_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"title" text NOT NULL,
	"utc_date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"location_name" text NOT NULL,
	"location_organisation_id" uuid,
	"purchase_amount_cents" integer NOT NULL,
	"cashback_amount_cents" integer
);
--> statement-breakpoint
CREATE TABLE "service_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"next_interval_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_schedules_vehicleId_unique" UNIQUE("vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_organisation_consumer_id_users_organisation_consumer_id_fk" FOREIGN KEY ("organisation_consumer_id") REFERENCES "public"."users"("organisation_consumer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_configurations" ADD CONSTRAINT "condition_configurations_app_configuration_id_app_configurations_id_fk" FOREIGN KEY ("app_configuration_id") REFERENCES "public"."app_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conditions" ADD CONSTRAINT "conditions_dismissed_by_user_id_users_id_fk" FOREIGN KEY ("dismissed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_items" ADD CONSTRAINT "history_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_intervals" ADD CONSTRAINT "service_intervals_schedule_id_service_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."service_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_items" ADD CONSTRAINT "service_log_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_log_items" ADD CONSTRAINT "service_log_items_location_organisation_id_organisations_id_fk" FOREIGN KEY ("location_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_next_interval_id_service_intervals_id_fk" FOREIGN KEY ("next_interval_id") REFERENCES "public"."service_intervals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_vehicle_date_idx" ON "appointments" USING btree ("vehicle_id","utc_date_appointment");--> statement-breakpoint
CREATE INDEX "appointments_consumer_idx" ON "appointments" USING btree ("organisation_consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "condition_configurations_app_type_idx" ON "condition_configurations" USING btree ("app_configuration_id","condition_type");--> statement-breakpoint
CREATE UNIQUE INDEX "conditions_vehicle_type_idx" ON "conditions" USING btree ("vehicle_id","type");--> statement-breakpoint
CREATE INDEX "history_items_vehicle_date_idx" ON "history_items" USING btree ("vehicle_id","utc_event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_organisation_kind_idx" ON "locations" USING btree ("organisation_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "service_intervals_schedule_km_idx" ON "service_intervals" USING btree ("schedule_id","km");--> statement-breakpoint
CREATE INDEX "service_log_items_vehicle_date_idx" ON "service_log_items" USING btree ("vehicle_id","utc_date_created");