CREATE TABLE "booked_slots" (
	"organisation_id" uuid NOT NULL,
	"utc_date_appointment" timestamp with time zone NOT NULL,
	"appointment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booked_slots_organisation_id_utc_date_appointment_pk" PRIMARY KEY("organisation_id","utc_date_appointment")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "service_email" text;--> statement-breakpoint
ALTER TABLE "booked_slots" ADD CONSTRAINT "booked_slots_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_slots" ADD CONSTRAINT "booked_slots_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;