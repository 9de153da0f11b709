CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_attempts_check" CHECK ("phone_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service_request_id" uuid NOT NULL,
	"key" text NOT NULL,
	"offer_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"card_id" text NOT NULL,
	"rewards_cents" integer NOT NULL,
	"state" text NOT NULL,
	"reservation" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"appointment_id" uuid,
	"failure_code" text,
	"failure_message" text,
	"failure_pointer" text,
	CONSTRAINT "booking_attempts_state_check" CHECK ("booking_attempts"."state" in ('in_flight', 'booked', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "standalone_appointments" DROP CONSTRAINT "standalone_appointments_status_check";--> statement-breakpoint
DROP INDEX "bay_slots_reservation_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_errors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hold_error" text;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attempts" ADD CONSTRAINT "booking_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_attempts" ADD CONSTRAINT "booking_attempts_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_attempts_user_key" ON "booking_attempts" USING btree ("user_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_attempts_in_flight_per_request_key" ON "booking_attempts" USING btree ("service_request_id") WHERE "booking_attempts"."state" = 'in_flight';--> statement-breakpoint
CREATE INDEX "booking_attempts_in_flight_idx" ON "booking_attempts" USING btree ("started_at") WHERE "booking_attempts"."state" = 'in_flight';--> statement-breakpoint
CREATE UNIQUE INDEX "bay_slots_reservation_cell_key" ON "bay_slots" USING btree ("reservation","starts_at") WHERE "bay_slots"."reservation" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'proposed', 'rejected', 'cancelled', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "standalone_appointments" ADD CONSTRAINT "standalone_appointments_status_check" CHECK ("standalone_appointments"."status" in ('booked', 'cancelled', 'no_show'));