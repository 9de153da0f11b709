ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "standalone_appointments" DROP CONSTRAINT "standalone_appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('booked', 'proposed', 'rejected', 'cancelled', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "standalone_appointments" ADD CONSTRAINT "standalone_appointments_status_check" CHECK ("standalone_appointments"."status" in ('booked', 'cancelled', 'no_show'));