CREATE SEQUENCE "public"."garage_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "app_configurations" ADD COLUMN "garage_version" bigint DEFAULT nextval('garage_version') NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "garage_version" bigint DEFAULT nextval('garage_version') NOT NULL;--> statement-breakpoint
-- My Garage answers are cached while the stamps of their vehicle and app still match
-- (modules/garage/garage-view-cache.ts), so every write to a row an answer is built from must
-- stamp afresh. Triggers, not application code, so no write path (a seed, an import, psql)
-- can forget. A stamp is a fresh number of the one sequence, never reused.
CREATE FUNCTION stamp_garage_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.garage_version := nextval('garage_version');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER vehicles_stamp_garage_version BEFORE UPDATE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION stamp_garage_version();--> statement-breakpoint
CREATE TRIGGER app_configurations_stamp_garage_version BEFORE UPDATE ON app_configurations
  FOR EACH ROW EXECUTE FUNCTION stamp_garage_version();--> statement-breakpoint
-- A vehicle's own rows restamp the vehicle (the trigger above picks the number). OLD is null on
-- INSERT and NEW on DELETE; a vehicle deleted by the same statement matches no row.
CREATE FUNCTION restamp_vehicle_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vehicles SET garage_version = nextval('garage_version')
    WHERE id IN (OLD.vehicle_id, NEW.vehicle_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER conditions_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON conditions
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE TRIGGER service_schedules_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON service_schedules
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE TRIGGER appointments_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE TRIGGER service_log_items_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON service_log_items
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE TRIGGER history_items_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON history_items
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_row();--> statement-breakpoint
CREATE FUNCTION restamp_vehicle_of_interval() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vehicles SET garage_version = nextval('garage_version')
    WHERE id IN (SELECT vehicle_id FROM service_schedules
                 WHERE id IN (OLD.schedule_id, NEW.schedule_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER service_intervals_restamp_vehicle AFTER INSERT OR UPDATE OR DELETE ON service_intervals
  FOR EACH ROW EXECUTE FUNCTION restamp_vehicle_of_interval();--> statement-breakpoint
-- What every vehicle of an app shares restamps the app, not each of its vehicles.
CREATE FUNCTION restamp_app_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE app_configurations SET garage_version = nextval('garage_version')
    WHERE id IN (OLD.app_configuration_id, NEW.app_configuration_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER condition_configurations_restamp_app AFTER INSERT OR UPDATE OR DELETE ON condition_configurations
  FOR EACH ROW EXECUTE FUNCTION restamp_app_of_row();--> statement-breakpoint
CREATE FUNCTION restamp_apps_of_location() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE app_configurations SET garage_version = nextval('garage_version')
    WHERE organisation_id IN (OLD.organisation_id, NEW.organisation_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER locations_restamp_apps AFTER INSERT OR UPDATE OR DELETE ON locations
  FOR EACH ROW EXECUTE FUNCTION restamp_apps_of_location();
