CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"car_id" uuid,
	"car_name" text NOT NULL,
	"stock_number" text,
	"buyer_id" text,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"buyer_phone" text,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_at" timestamp with time zone,
	"remind_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_by_dealer" ON "leads" USING btree ("dealer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_unanswered" ON "leads" USING btree ("car_id","buyer_id") WHERE first_response_at is null;--> statement-breakpoint
CREATE INDEX "leads_to_remind" ON "leads" USING btree ("remind_at") WHERE first_response_at is null and reminded_at is null;