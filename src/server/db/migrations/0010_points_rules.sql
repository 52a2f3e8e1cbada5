CREATE TABLE "points_rules" (
	"reason" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rules_range" CHECK ("points_rules"."points" BETWEEN 0 AND 1000)
);
