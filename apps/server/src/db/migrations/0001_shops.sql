CREATE TABLE "metros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"centre_lat" double precision NOT NULL,
	"centre_lon" double precision NOT NULL,
	"service_radius_miles" integer NOT NULL,
	"time_zone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metros_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "shop_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"website" text,
	"demo" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "shop_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"company_id" uuid NOT NULL,
	"metro_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"phone" text NOT NULL,
	"time_zone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"bays" integer NOT NULL,
	"labor_rate_cents" integer NOT NULL,
	"parts_markup_bps" integer NOT NULL,
	"diagnostic_fee_cents" integer NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"warranty_months" integer NOT NULL,
	"warranty_miles" integer NOT NULL,
	"warranty_terms" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_locations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "shop_locations" ADD CONSTRAINT "shop_locations_company_id_shop_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."shop_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_locations" ADD CONSTRAINT "shop_locations_metro_id_metros_id_fk" FOREIGN KEY ("metro_id") REFERENCES "public"."metros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_locations_metro_id_idx" ON "shop_locations" USING btree ("metro_id");--> statement-breakpoint
CREATE INDEX "shop_locations_company_id_idx" ON "shop_locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "shop_locations_zipcode_idx" ON "shop_locations" USING btree ("zipcode");--> statement-breakpoint
CREATE INDEX "shop_locations_active_idx" ON "shop_locations" USING btree ("active");