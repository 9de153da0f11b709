CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewed_by" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "processor_event_at" timestamp with time zone;