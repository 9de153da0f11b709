CREATE TABLE "partial_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"year" integer,
	"make" text,
	"model" text,
	"vin" text,
	"rails_vehicle_id" uuid,
	"source" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roadside_events" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roadside_events" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "card_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "gateway_ref" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "failure_message" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "partial_vehicles" ADD CONSTRAINT "partial_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_vehicles" ADD CONSTRAINT "partial_vehicles_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partial_vehicles" ADD CONSTRAINT "partial_vehicles_rails_vehicle_id_owned_vehicles_id_fk" FOREIGN KEY ("rails_vehicle_id") REFERENCES "public"."owned_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partial_vehicles_user_idx" ON "partial_vehicles" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "roadside_events" ADD CONSTRAINT "roadside_events_vehicle_id_owned_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."owned_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_current_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" <> 'expired';--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_idempotency_key_unique" UNIQUE("idempotency_key");