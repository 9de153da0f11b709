CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"location_id" uuid,
	"reference_type" text NOT NULL,
	"reference_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"last_message_at" timestamp with time zone,
	"customer_read_at" timestamp with time zone,
	"other_read_at" timestamp with time zone,
	"customer_emailed_at" timestamp with time zone,
	"other_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_location_id_shop_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."shop_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_reference_key" ON "message_threads" USING btree ("customer_id","reference_type","reference_id","location_id") WHERE "message_threads"."location_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_support_key" ON "message_threads" USING btree ("customer_id","reference_type") WHERE "message_threads"."location_id" is null;--> statement-breakpoint
CREATE INDEX "message_threads_customer_idx" ON "message_threads" USING btree ("customer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_location_idx" ON "message_threads" USING btree ("location_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","seq");