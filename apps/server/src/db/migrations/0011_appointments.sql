CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_request_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"proposed_by" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bay" integer NOT NULL,
	"time_zone" text NOT NULL,
	"job_minutes" integer NOT NULL,
	"approved_total_cents" integer NOT NULL,
	"rewards_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"card_id" uuid,
	"card_brand" text,
	"card_last4" text,
	"authorisation_id" text,
	"payment_state" text,
	"hold_on" timestamp with time zone,
	"captured_cents" integer,
	"failure_message" text,
	"service_address" jsonb,
	"calendar_uid" text NOT NULL,
	"calendar_sequence" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"reason_cancelled" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'proposed', 'rejected', 'cancelled', 'completed')),
	CONSTRAINT "appointments_proposed_by_check" CHECK ("appointments"."proposed_by" in ('customer', 'shop')),
	CONSTRAINT "appointments_payment_state_check" CHECK ("appointments"."payment_state" is null or "appointments"."payment_state" in ('scheduled', 'authorised', 'captured', 'released', 'failed')),
	CONSTRAINT "appointments_times_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_amounts_check" CHECK (least("appointments"."approved_total_cents", "appointments"."rewards_cents", "appointments"."discount_cents") >= 0 and "appointments"."rewards_cents" + "appointments"."discount_cents" <= "appointments"."approved_total_cents")
);
--> statement-breakpoint
CREATE TABLE "bay_slots" (
	"location_id" uuid NOT NULL,
	"bay" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"appointment_id" uuid NOT NULL,
	CONSTRAINT "bay_slots_pkey" PRIMARY KEY("location_id","bay","starts_at")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_location_id_shop_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."shop_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bay_slots" ADD CONSTRAINT "bay_slots_location_id_shop_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."shop_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bay_slots" ADD CONSTRAINT "bay_slots_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_service_request_id_idx" ON "appointments" USING btree ("service_request_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_location_id_starts_at_idx" ON "appointments" USING btree ("location_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_user_id_idx" ON "appointments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_booked_per_request_key" ON "appointments" USING btree ("service_request_id") WHERE "appointments"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "appointments_hold_on_idx" ON "appointments" USING btree ("hold_on") WHERE "appointments"."payment_state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "bay_slots_appointment_id_idx" ON "bay_slots" USING btree ("appointment_id");