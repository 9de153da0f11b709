ALTER TABLE "bay_slots" DROP CONSTRAINT "bay_slots_one_owner_check";--> statement-breakpoint
ALTER TABLE "bay_slots" ADD COLUMN "reservation" uuid;--> statement-breakpoint
ALTER TABLE "bay_slots" ADD COLUMN "reserved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bay_slots_reservation_idx" ON "bay_slots" USING btree ("reservation") WHERE "bay_slots"."reservation" is not null;--> statement-breakpoint
ALTER TABLE "bay_slots" ADD CONSTRAINT "bay_slots_reserved_at_check" CHECK (("bay_slots"."reservation" is null) = ("bay_slots"."reserved_at" is null));--> statement-breakpoint
ALTER TABLE "bay_slots" ADD CONSTRAINT "bay_slots_one_owner_check" CHECK (num_nonnulls("bay_slots"."appointment_id", "bay_slots"."standalone_appointment_id", "bay_slots"."reservation") = 1);