-- Spanish versions of courses, lessons and help articles written in the studio (docs/rules/content.md,
-- "Content translations"): a row per item and locale; a missing row or an empty optional field shows
-- the English. The search documents are generated in the 'spanish' text search configuration and
-- GIN-indexed, so a Spanish search matches them beside the English documents of the items.
CREATE TABLE "course_translations" (
	"course_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('spanish'::regconfig, regexp_replace(coalesce(description_html, ''), '<[^>]+>', ' ', 'g')), 'C')) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_translations_pk" PRIMARY KEY("course_id","locale"),
	CONSTRAINT "course_translations_locale_check" CHECK ("course_translations"."locale" in ('es'))
);
--> statement-breakpoint
CREATE TABLE "help_article_translations" (
	"article_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('spanish'::regconfig, regexp_replace(coalesce(content_html, ''), '<[^>]+>', ' ', 'g')), 'B')) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_article_translations_pk" PRIMARY KEY("article_id","locale"),
	CONSTRAINT "help_article_translations_locale_check" CHECK ("help_article_translations"."locale" in ('es'))
);
--> statement-breakpoint
CREATE TABLE "lesson_translations" (
	"lesson_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_translations_pk" PRIMARY KEY("lesson_id","locale"),
	CONSTRAINT "lesson_translations_locale_check" CHECK ("lesson_translations"."locale" in ('es'))
);
--> statement-breakpoint
ALTER TABLE "course_translations" ADD CONSTRAINT "course_translations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_translations" ADD CONSTRAINT "help_article_translations_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_translations" ADD CONSTRAINT "lesson_translations_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_translations_search_idx" ON "course_translations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "help_article_translations_search_idx" ON "help_article_translations" USING gin ("search_vector");