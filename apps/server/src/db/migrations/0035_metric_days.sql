CREATE TABLE "metric_days" (
	"day" date PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL,
	"offers" integer NOT NULL,
	"offers_until" timestamp with time zone NOT NULL,
	"bookings" integer NOT NULL,
	"revenue_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");