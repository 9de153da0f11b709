CREATE TABLE "offer_line_items" (
	"offer_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"labor_centihours" integer NOT NULL,
	"labor_rate_cents" integer NOT NULL,
	"labor_cents" integer NOT NULL,
	"parts_cents" integer NOT NULL,
	"fees_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	CONSTRAINT "offer_line_items_offer_id_service_id_pk" PRIMARY KEY("offer_id","service_id"),
	CONSTRAINT "offer_line_items_total_check" CHECK ("offer_line_items"."total_cents" = "offer_line_items"."labor_cents" + "offer_line_items"."parts_cents" + "offer_line_items"."fees_cents" + "offer_line_items"."tax_cents"),
	CONSTRAINT "offer_line_items_amounts_check" CHECK (least("offer_line_items"."labor_centihours", "offer_line_items"."labor_rate_cents", "offer_line_items"."labor_cents", "offer_line_items"."parts_cents", "offer_line_items"."fees_cents", "offer_line_items"."tax_cents") >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_request_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"labor_cents" integer NOT NULL,
	"parts_cents" integer NOT NULL,
	"fees_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"warranty_months" integer NOT NULL,
	"warranty_miles" integer NOT NULL,
	"warranty_terms" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"distance_miles" double precision NOT NULL,
	"note" text,
	"created_by_user_id" uuid,
	"answer_seconds" integer,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_total_check" CHECK ("offers"."total_cents" = "offers"."labor_cents" + "offers"."parts_cents" + "offers"."fees_cents" + "offers"."tax_cents"),
	CONSTRAINT "offers_amounts_check" CHECK (least("offers"."labor_cents", "offers"."parts_cents", "offers"."fees_cents", "offers"."tax_cents") >= 0),
	CONSTRAINT "offers_source_check" CHECK ("offers"."source" in ('autoquote', 'shop')),
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('open', 'accepted', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "service_request_services" (
	"service_request_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weight" double precision DEFAULT 1 NOT NULL,
	"note" text,
	CONSTRAINT "service_request_services_service_request_id_service_id_pk" PRIMARY KEY("service_request_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"owned_vehicle_id" uuid NOT NULL,
	"metro_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"zipcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"vehicle_year" integer NOT NULL,
	"vehicle_make" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"vehicle_sub_model" text,
	"vehicle_mileage" integer,
	"vehicle_class" text NOT NULL,
	"notes" text,
	"maintenance_interval" jsonb,
	"source" text DEFAULT 'Web' NOT NULL,
	"urgency" text,
	"urgency_description" text,
	"concierge" boolean DEFAULT false NOT NULL,
	"notification_method" text NOT NULL,
	"instant_price" boolean NOT NULL,
	"request_form_token" text NOT NULL,
	"band_low_cents" integer,
	"band_median_cents" integer,
	"band_high_cents" integer,
	"band_location_count" integer,
	"reason_withdrawn" text,
	"reason_withdrawn_description" text,
	"come_back" boolean,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('open', 'booked', 'completed', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "shop_staff" (
	"user_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_staff_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "offer_line_items" ADD CONSTRAINT "offer_line_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_line_items" ADD CONSTRAINT "offer_line_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_location_id_shop_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."shop_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_services" ADD CONSTRAINT "service_request_services_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_services" ADD CONSTRAINT "service_request_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_owned_vehicle_id_owned_vehicles_id_fk" FOREIGN KEY ("owned_vehicle_id") REFERENCES "public"."owned_vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_metro_id_metros_id_fk" FOREIGN KEY ("metro_id") REFERENCES "public"."metros"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD CONSTRAINT "shop_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_staff" ADD CONSTRAINT "shop_staff_location_id_shop_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."shop_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_service_request_id_idx" ON "offers" USING btree ("service_request_id");--> statement-breakpoint
CREATE INDEX "offers_location_id_idx" ON "offers" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_open_per_source_key" ON "offers" USING btree ("service_request_id","location_id","source") WHERE "offers"."status" <> 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_user_id_request_form_token_key" ON "service_requests" USING btree ("user_id","request_form_token");--> statement-breakpoint
CREATE INDEX "service_requests_user_id_created_at_idx" ON "service_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_owned_vehicle_id_idx" ON "service_requests" USING btree ("owned_vehicle_id");--> statement-breakpoint
CREATE INDEX "service_requests_metro_id_status_idx" ON "service_requests" USING btree ("metro_id","status","created_at");--> statement-breakpoint
CREATE INDEX "shop_staff_location_id_idx" ON "shop_staff" USING btree ("location_id");