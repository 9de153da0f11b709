CREATE INDEX "offers_service_request_id_location_id_idx" ON "offers" USING btree ("service_request_id","location_id");--> statement-breakpoint
CREATE INDEX "service_requests_status_created_at_id_idx" ON "service_requests" USING btree ("status","created_at","id");--> statement-breakpoint
DROP INDEX "offers_service_request_id_idx";--> statement-breakpoint
DROP INDEX "service_requests_status_created_at_idx";--> statement-breakpoint
-- By hand (drizzle's schema has no per-column statistics target): the consoles' search by part of an email (ADR 086).
-- With 100 histogram entries a part in 5 % of the emails could match none of them, be estimated at 10 accounts,
-- and the request list then read every request of 5 000 accounts to sort them (135 ms at a million requests).
ALTER TABLE "users" ALTER COLUMN "email" SET STATISTICS 1000;
