CREATE TABLE "battery_readings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "battery_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vehicle_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"millivolts" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_monitor_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paired_at" timestamp with time zone,
	"last_scan_at" timestamp with time zone,
	"recent_battery_readings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_monitor_devices_serial_unique" UNIQUE("serial")
);
--> statement-breakpoint
CREATE TABLE "health_monitor_pairings" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_monitor_presence" (
	"device_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"trip_event_id" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"has_issue" boolean NOT NULL,
	"condition_type" smallint NOT NULL,
	"error_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"distance_metres" integer NOT NULL,
	"route" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "battery_readings" ADD CONSTRAINT "battery_readings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battery_readings" ADD CONSTRAINT "battery_readings_device_id_health_monitor_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."health_monitor_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_monitor_devices" ADD CONSTRAINT "health_monitor_devices_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_monitor_pairings" ADD CONSTRAINT "health_monitor_pairings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_monitor_presence" ADD CONSTRAINT "health_monitor_presence_device_id_health_monitor_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."health_monitor_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_events" ADD CONSTRAINT "scan_events_device_id_health_monitor_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."health_monitor_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_device_id_health_monitor_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."health_monitor_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "battery_readings_device_event_idx" ON "battery_readings" USING btree ("device_id","event_id");--> statement-breakpoint
CREATE INDEX "battery_readings_vehicle_read_idx" ON "battery_readings" USING btree ("vehicle_id","read_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "health_monitor_devices_vehicle_idx" ON "health_monitor_devices" USING btree ("vehicle_id") WHERE revoked_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_events_device_event_idx" ON "scan_events" USING btree ("device_id","event_id");--> statement-breakpoint
CREATE INDEX "scan_events_vehicle_scanned_idx" ON "scan_events" USING btree ("vehicle_id","scanned_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "trips_device_event_idx" ON "trips" USING btree ("device_id","event_id");--> statement-breakpoint
CREATE INDEX "trips_vehicle_started_idx" ON "trips" USING btree ("vehicle_id","started_at" DESC NULLS LAST);--> statement-breakpoint
-- The device row is part of the My Garage answer (paired, last scan, recent battery readings),
-- so it restamps its vehicle (migration 0002, db/garage-stamps.ts). The event tables do not.
CREATE TRIGGER health_monitor_devices_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON health_monitor_devices
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();
