DROP INDEX "offers_location_id_answer_seconds_idx";--> statement-breakpoint
DROP INDEX "service_requests_metro_id_status_idx";--> statement-breakpoint
CREATE INDEX "offers_location_id_answered_idx" ON "offers" USING btree ("location_id","created_at","id","answer_seconds") WHERE "offers"."source" = 'shop' and "offers"."answer_seconds" is not null;--> statement-breakpoint
CREATE INDEX "service_requests_metro_id_created_at_idx" ON "service_requests" USING btree ("metro_id","created_at","id","lat","lon");--> statement-breakpoint
CREATE INDEX "service_requests_metro_id_status_idx" ON "service_requests" USING btree ("metro_id","status","created_at","id","lat","lon");