CREATE TABLE "shop_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_name" text NOT NULL,
	"contact_first_name" text NOT NULL,
	"contact_last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_city" text NOT NULL,
	"address_state" text NOT NULL,
	"address_zipcode" text NOT NULL,
	"services" text[] NOT NULL,
	"bays" integer NOT NULL,
	"website" text,
	"message" text,
	"applied_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_email_day_key" ON "shop_applications" USING btree ("email","applied_on");