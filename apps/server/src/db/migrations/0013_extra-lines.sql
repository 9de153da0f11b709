CREATE TABLE "extra_line_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_line_photos_content_type_check" CHECK ("extra_line_photos"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "extra_line_photos_size_check" CHECK ("extra_line_photos"."size_bytes" > 0 and "extra_line_photos"."size_bytes" <= 2097152 and octet_length("extra_line_photos"."data") = "extra_line_photos"."size_bytes")
);
--> statement-breakpoint
CREATE TABLE "extra_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"service_name" text NOT NULL,
	"description" text,
	"labor_centihours" integer NOT NULL,
	"labor_rate_cents" integer NOT NULL,
	"labor_cents" integer NOT NULL,
	"parts_cents" integer NOT NULL,
	"fees_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"note" text,
	"photo_id" uuid,
	"status" text DEFAULT 'proposed' NOT NULL,
	"decided_at" timestamp with time zone,
	"authorisation_id" uuid,
	"failure_message" text,
	"hold_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extra_lines_status_check" CHECK ("extra_lines"."status" in ('proposed', 'approved', 'declined')),
	CONSTRAINT "extra_lines_amounts_check" CHECK (least("extra_lines"."labor_centihours", "extra_lines"."labor_rate_cents", "extra_lines"."labor_cents", "extra_lines"."parts_cents", "extra_lines"."fees_cents", "extra_lines"."tax_cents") >= 0 and "extra_lines"."total_cents" = "extra_lines"."labor_cents" + "extra_lines"."parts_cents" + "extra_lines"."fees_cents" + "extra_lines"."tax_cents"),
	CONSTRAINT "extra_lines_decided_check" CHECK (("extra_lines"."status" = 'proposed') = ("extra_lines"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "extra_line_photos" ADD CONSTRAINT "extra_line_photos_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_lines" ADD CONSTRAINT "extra_lines_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_lines" ADD CONSTRAINT "extra_lines_photo_id_extra_line_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."extra_line_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_line_photos_appointment_id_idx" ON "extra_line_photos" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "extra_lines_appointment_id_idx" ON "extra_lines" USING btree ("appointment_id","created_at","position");