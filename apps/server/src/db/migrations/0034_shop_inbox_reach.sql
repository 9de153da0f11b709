DROP INDEX "offers_location_id_answer_seconds_idx";--> statement-breakpoint
DROP INDEX "service_requests_metro_id_status_idx";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "request_created_at" timestamp with time zone;--> statement-breakpoint
-- Added by hand (ADR 085): the hand offers made before this migration take their request's time.
UPDATE "offers" SET "request_created_at" = "service_requests"."created_at" FROM "service_requests" WHERE "service_requests"."id" = "offers"."service_request_id" AND "offers"."source" = 'shop';--> statement-breakpoint
CREATE INDEX "offers_location_id_answered_idx" ON "offers" USING btree ("location_id","created_at","id","answer_seconds") WHERE "offers"."source" = 'shop' and "offers"."answer_seconds" is not null;--> statement-breakpoint
CREATE INDEX "offers_live_hand_location_idx" ON "offers" USING btree ("location_id","request_created_at","service_request_id") WHERE "offers"."source" = 'shop' and "offers"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "service_requests_metro_id_created_at_idx" ON "service_requests" USING btree ("metro_id","created_at","id","lat","lon");--> statement-breakpoint
CREATE INDEX "service_requests_metro_id_status_idx" ON "service_requests" USING btree ("metro_id","status","created_at","id","lat","lon");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hand_request_created_at_check" CHECK ("offers"."source" <> 'shop' or "offers"."request_created_at" is not null);