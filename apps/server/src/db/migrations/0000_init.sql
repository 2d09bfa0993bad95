CREATE TABLE "app_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"name" text NOT NULL,
	"brand_name" text NOT NULL,
	"theme" text NOT NULL,
	"is_dark_mode" boolean DEFAULT true NOT NULL,
	"is_generic" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"launch_secret" text NOT NULL,
	"is_care_plan_enabled" boolean DEFAULT false NOT NULL,
	"is_rewards_enabled" boolean DEFAULT false NOT NULL,
	"is_protect_enabled" boolean DEFAULT false NOT NULL,
	"is_roadside_enabled" boolean DEFAULT false NOT NULL,
	"is_health_monitor_enabled" boolean DEFAULT false NOT NULL,
	"is_theft_recovery_enabled" boolean DEFAULT false NOT NULL,
	"is_concierge_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_configurations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launch_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"app_configuration_id" uuid NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"suburb" text,
	"state" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"parent_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_by_id" uuid,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_context_id" text NOT NULL,
	"client_id" text NOT NULL,
	"client_name" text NOT NULL,
	"role_type" text NOT NULL,
	"app_ids" uuid[] NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"browser_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"organisation_id" uuid,
	"app_configuration_id" uuid,
	"organisation_consumer_id" uuid,
	"app_consumer_id" uuid,
	"app_mode" integer DEFAULT 0 NOT NULL,
	"cashback_type" integer DEFAULT 0 NOT NULL,
	"is_dealer_mode" boolean DEFAULT false NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"active_vehicle_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_organisationConsumerId_unique" UNIQUE("organisation_consumer_id"),
	CONSTRAINT "users_appConsumerId_unique" UNIQUE("app_consumer_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_vehicle_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"app_configuration_id" uuid NOT NULL,
	"deal_number" text,
	"vin" text,
	"make" text,
	"model" text,
	"year" integer,
	"rego" text,
	"rego_state" text,
	"nickname" text,
	"odometer" integer,
	"date_last_set_odometer" timestamp with time zone,
	"vehicle_usage" integer DEFAULT 0 NOT NULL,
	"estimated_annual_kilometers" integer,
	"thumbnail" text,
	"rating" double precision,
	"latitude" double precision,
	"longitude" double precision,
	"marketing_preference" integer DEFAULT 0 NOT NULL,
	"is_in_pma" boolean DEFAULT false NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"is_care_plan_enabled" boolean DEFAULT false NOT NULL,
	"requires_welcome_flow" boolean DEFAULT false NOT NULL,
	"welcome_flow_progress" integer DEFAULT 0 NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_appVehicleId_unique" UNIQUE("app_vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "app_configurations" ADD CONSTRAINT "app_configurations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_app_configuration_id_app_configurations_id_fk" FOREIGN KEY ("app_configuration_id") REFERENCES "public"."app_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_app_configuration_id_app_configurations_id_fk" FOREIGN KEY ("app_configuration_id") REFERENCES "public"."app_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "roles_user_idx" ON "roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree ("owner_id");