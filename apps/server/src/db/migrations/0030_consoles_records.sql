CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"authorisation_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"gateway_ref" text,
	"failure_message" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_cents" > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "beta_contacts" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "beta_contacts" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "shop_contact_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_contact_requests" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_authorisations" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_authorisations" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payment_intents" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_authorisation_id_payment_authorisations_id_fk" FOREIGN KEY ("authorisation_id") REFERENCES "public"."payment_authorisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_authorisation_id_idx" ON "payment_refunds" USING btree ("authorisation_id","created_at");--> statement-breakpoint
ALTER TABLE "beta_contacts" ADD CONSTRAINT "beta_contacts_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_contact_requests" ADD CONSTRAINT "shop_contact_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beta_contacts_created_at_idx" ON "beta_contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shop_contact_requests_created_at_idx" ON "shop_contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_authorisations_captured_at_idx" ON "payment_authorisations" USING btree ("captured_at") WHERE "payment_authorisations"."status" = 'captured';--> statement-breakpoint
CREATE INDEX "payment_authorisations_reference_idx" ON "payment_authorisations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payment_authorisations" ADD CONSTRAINT "payment_authorisations_refunded_le_captured" CHECK ("payment_authorisations"."refunded_cents" >= 0 and "payment_authorisations"."refunded_cents" <= "payment_authorisations"."captured_cents");--> statement-breakpoint
-- Holds captured before captured_at existed: their last change was the capture.
UPDATE "payment_authorisations" SET "captured_at" = "updated_at" WHERE "status" = 'captured' AND "captured_at" IS NULL;
