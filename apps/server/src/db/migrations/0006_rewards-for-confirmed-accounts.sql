ALTER TABLE "promo_codes" ADD COLUMN "new_members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
-- Redemptions made before this migration were credited when they were made.
UPDATE "promo_redemptions" SET "credited_at" = "created_at";