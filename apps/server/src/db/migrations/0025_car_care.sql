CREATE TABLE "maintenance_reminders" (
	"owned_vehicle_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"services" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "maintenance_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_reminders" ADD CONSTRAINT "maintenance_reminders_owned_vehicle_id_owned_vehicles_id_fk" FOREIGN KEY ("owned_vehicle_id") REFERENCES "public"."owned_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_reminders" ADD CONSTRAINT "maintenance_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_reminders_user_id_idx" ON "maintenance_reminders" USING btree ("user_id");--> statement-breakpoint
-- Jobs completed before the column: their last change was the completion.
UPDATE "appointments" SET "completed_at" = "updated_at" WHERE "status" = 'completed';
