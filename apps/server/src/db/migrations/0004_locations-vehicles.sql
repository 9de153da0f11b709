CREATE TABLE "beta_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zipcode" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"product" text NOT NULL,
	"program_plan_id" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_name" text NOT NULL,
	"city_state" text NOT NULL,
	"phone_number" text,
	"shop_email" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owned_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"sub_model" text,
	"engine" text,
	"mileage" integer,
	"vin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owned_vehicles_mileage_check" CHECK ("owned_vehicles"."mileage" is null or "owned_vehicles"."mileage" between 0 and 999999)
);
--> statement-breakpoint
ALTER TABLE "owned_vehicles" ADD CONSTRAINT "owned_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beta_contacts_email_zipcode_key" ON "beta_contacts" USING btree (lower("email"),"zipcode");--> statement-breakpoint
CREATE INDEX "beta_contacts_zipcode_idx" ON "beta_contacts" USING btree ("zipcode");--> statement-breakpoint
CREATE INDEX "owned_vehicles_user_id_idx" ON "owned_vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owned_vehicles_user_id_vin_key" ON "owned_vehicles" USING btree ("user_id","vin") WHERE "owned_vehicles"."vin" is not null;