CREATE TABLE "quiz_draws" (
	"enrolment_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_draws_enrolment_id_lesson_id_attempt_pk" PRIMARY KEY("enrolment_id","lesson_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "quiz_draw_count" integer;--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD CONSTRAINT "quiz_draws_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_draws" ADD CONSTRAINT "quiz_draws_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;