CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"program_id" uuid,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hidden_free_plan" boolean DEFAULT false NOT NULL,
	"has_roadside" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_plans_program_name_unique" UNIQUE("program_id","name")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"custom_domain" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "roadside_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_plan_id" uuid NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"has_roadside" boolean DEFAULT false NOT NULL,
	"amount_cents" integer NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_options_amount_check" CHECK ("subscription_options"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"program_plan_id" uuid NOT NULL,
	"subscription_option_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"payment_method_id" uuid,
	"processor_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_processor_subscription_id_unique" UNIQUE("processor_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "primary_color" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "secondary_color" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "plus_branding" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "article_plus_branding" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "member_services" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "member_services_phone" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "terms_and_conditions" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "privacy_policy" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "copyright_notice" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "banner_color" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "banner_text" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "mobile_banner_text" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "modal_html" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "modal_html_expanded" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "modal_title" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "join_button_text" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_offers" ADD CONSTRAINT "partner_offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_plans" ADD CONSTRAINT "program_plans_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadside_events" ADD CONSTRAINT "roadside_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_options" ADD CONSTRAINT "subscription_options_program_plan_id_program_plans_id_fk" FOREIGN KEY ("program_plan_id") REFERENCES "public"."program_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_program_plan_id_program_plans_id_fk" FOREIGN KEY ("program_plan_id") REFERENCES "public"."program_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscription_option_id_subscription_options_id_fk" FOREIGN KEY ("subscription_option_id") REFERENCES "public"."subscription_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_credit_cards_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."credit_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_offers_partner_idx" ON "partner_offers" USING btree ("partner_id","position");--> statement-breakpoint
CREATE INDEX "programs_partner_idx" ON "programs" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "roadside_events_subscription_idx" ON "roadside_events" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_options_plan_idx" ON "subscription_options" USING btree ("program_plan_id");--> statement-breakpoint
CREATE INDEX "subscription_payments_subscription_idx" ON "subscription_payments" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("program_plan_id");