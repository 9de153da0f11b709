ALTER TABLE "shop_locations" ADD COLUMN "member_discount_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "member_discount_percent" integer;--> statement-breakpoint
ALTER TABLE "shop_locations" ADD CONSTRAINT "shop_locations_member_discount_check" CHECK ("shop_locations"."member_discount_percent" between 0 and 25);