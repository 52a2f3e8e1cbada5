CREATE TABLE "drip_notices" (
	"enrolment_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drip_notices_enrolment_id_lesson_id_pk" PRIMARY KEY("enrolment_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "course_sections" ADD COLUMN "drip_after_days" integer;--> statement-breakpoint
ALTER TABLE "course_sections" ADD COLUMN "drip_on_date" date;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "drip_after_days" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "drip_on_date" date;--> statement-breakpoint
ALTER TABLE "drip_notices" ADD CONSTRAINT "drip_notices_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drip_notices" ADD CONSTRAINT "drip_notices_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_one_drip_rule" CHECK ("course_sections"."drip_after_days" IS NULL OR "course_sections"."drip_on_date" IS NULL);--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_one_drip_rule" CHECK ("lessons"."drip_after_days" IS NULL OR "lessons"."drip_on_date" IS NULL);