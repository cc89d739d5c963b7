CREATE TYPE "public"."dealer_role" AS ENUM('owner', 'manager', 'sales');--> statement-breakpoint
CREATE TYPE "public"."feed_format" AS ENUM('csv', 'xml');--> statement-breakpoint
CREATE TYPE "public"."import_status" AS ENUM('running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."photo_fetch_status" AS ENUM('waiting', 'stored', 'failed');--> statement-breakpoint
CREATE TABLE "dealer_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "dealer_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "dealer_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"url" text NOT NULL,
	"format" "feed_format" NOT NULL,
	"every_minutes" integer NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"feed_id" uuid,
	"dry_run" boolean NOT NULL,
	"status" "import_status" DEFAULT 'running' NOT NULL,
	"report" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dealer_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dealer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" "dealer_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dealer_members" (
	"dealer_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" "dealer_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_members_dealer_id_user_id_pk" PRIMARY KEY("dealer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"phone" text,
	"licence_number" text,
	"crm_email" text,
	"verified_at" timestamp with time zone,
	"verified_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_fetches" (
	"car_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"status" "photo_fetch_status" DEFAULT 'waiting' NOT NULL,
	"upload_key" text,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_fetches_car_id_position_pk" PRIMARY KEY("car_id","position")
);
--> statement-breakpoint
ALTER TABLE "cars" DROP CONSTRAINT "cars_has_image";--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "dealer_id" uuid;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "stock_number" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "withdrawn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_api_keys" ADD CONSTRAINT "dealer_api_keys_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_api_keys" ADD CONSTRAINT "dealer_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_feeds" ADD CONSTRAINT "dealer_feeds_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_imports" ADD CONSTRAINT "dealer_imports_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_imports" ADD CONSTRAINT "dealer_imports_feed_id_dealer_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."dealer_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_invites" ADD CONSTRAINT "dealer_invites_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_invites" ADD CONSTRAINT "dealer_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_members" ADD CONSTRAINT "dealer_members_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_members" ADD CONSTRAINT "dealer_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fetches" ADD CONSTRAINT "photo_fetches_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fetches" ADD CONSTRAINT "photo_fetches_upload_key_uploads_key_fk" FOREIGN KEY ("upload_key") REFERENCES "public"."uploads"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_api_keys_by_dealer" ON "dealer_api_keys" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "dealer_feeds_by_dealer" ON "dealer_feeds" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "dealer_feeds_due" ON "dealer_feeds" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "dealer_imports_by_dealer" ON "dealer_imports" USING btree ("dealer_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dealer_imports_by_feed" ON "dealer_imports" USING btree ("feed_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dealer_invites_by_dealer" ON "dealer_invites" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_members_one_dealer" ON "dealer_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "photo_fetches_waiting" ON "photo_fetches" USING btree ("updated_at") WHERE status = 'waiting';--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_by_stock_number" ON "cars" USING btree ("dealer_id","stock_number") WHERE dealer_id is not null and stock_number is not null;--> statement-breakpoint
CREATE INDEX "cars_by_dealer" ON "cars" USING btree ("dealer_id","created_at","id") WHERE dealer_id is not null;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_has_image" CHECK (cardinality("cars"."images") >= 1 or "cars"."dealer_id" is not null);