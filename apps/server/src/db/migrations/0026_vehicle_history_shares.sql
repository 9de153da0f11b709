CREATE TABLE "vehicle_history_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"owned_vehicle_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vehicle_history_shares" ADD CONSTRAINT "vehicle_history_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_history_shares" ADD CONSTRAINT "vehicle_history_shares_owned_vehicle_id_owned_vehicles_id_fk" FOREIGN KEY ("owned_vehicle_id") REFERENCES "public"."owned_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_history_shares_token_hash_key" ON "vehicle_history_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vehicle_history_shares_live_idx" ON "vehicle_history_shares" USING btree ("owned_vehicle_id","created_at") WHERE "vehicle_history_shares"."revoked_at" is null;