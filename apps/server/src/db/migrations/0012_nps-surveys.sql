CREATE TABLE "nps_surveys" (
	"service_request_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"score" integer,
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nps_surveys_score_check" CHECK ("nps_surveys"."score" is null or "nps_surveys"."score" between 0 and 10),
	CONSTRAINT "nps_surveys_answered_check" CHECK (("nps_surveys"."answered_at" is null) = ("nps_surveys"."score" is null))
);
--> statement-breakpoint
ALTER TABLE "nps_surveys" ADD CONSTRAINT "nps_surveys_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nps_surveys_token_hash_key" ON "nps_surveys" USING btree ("token_hash");