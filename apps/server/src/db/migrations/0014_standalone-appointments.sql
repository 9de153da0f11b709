CREATE TABLE "standalone_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"owned_vehicle_id" uuid,
	"appointment_type" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bay" integer NOT NULL,
	"time_zone" text NOT NULL,
	"job_minutes" integer NOT NULL,
	"notes" text,
	"phone" text,
	"partner" text,
	"calendar_uid" text NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standalone_appointments_status_check" CHECK ("standalone_appointments"."status" in ('booked', 'cancelled')),
	CONSTRAINT "standalone_appointments_type_check" CHECK ("standalone_appointments"."appointment_type" in ('service', 'car_wash', 'collision')),
	CONSTRAINT "standalone_appointments_times_check" CHECK ("standalone_appointments"."ends_at" > "standalone_appointments"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "bay_slots" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bay_slots" ADD COLUMN "standalone_appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "standalone_appointments" ADD CONSTRAINT "standalone_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standalone_appointments" ADD CONSTRAINT "standalone_appointments_location_id_shop_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."shop_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standalone_appointments" ADD CONSTRAINT "standalone_appointments_owned_vehicle_id_owned_vehicles_id_fk" FOREIGN KEY ("owned_vehicle_id") REFERENCES "public"."owned_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standalone_appointments_user_id_starts_at_idx" ON "standalone_appointments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "standalone_appointments_location_id_starts_at_idx" ON "standalone_appointments" USING btree ("location_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "standalone_appointments_calendar_uid_key" ON "standalone_appointments" USING btree ("calendar_uid");--> statement-breakpoint
ALTER TABLE "bay_slots" ADD CONSTRAINT "bay_slots_standalone_appointment_id_standalone_appointments_id_fk" FOREIGN KEY ("standalone_appointment_id") REFERENCES "public"."standalone_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bay_slots_standalone_appointment_id_idx" ON "bay_slots" USING btree ("standalone_appointment_id");--> statement-breakpoint
ALTER TABLE "bay_slots" ADD CONSTRAINT "bay_slots_one_owner_check" CHECK (num_nonnulls("bay_slots"."appointment_id", "bay_slots"."standalone_appointment_id") = 1);