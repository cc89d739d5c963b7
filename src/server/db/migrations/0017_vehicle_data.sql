CREATE TABLE "postal_codes" (
	"zip" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "make" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "model_year" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "trim" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "longitude" double precision;