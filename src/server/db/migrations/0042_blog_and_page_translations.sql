-- Spanish versions of blog posts and static pages written in the studio (docs/rules/content.md,
-- "Content translations"), like 0041's: a row per item and locale; a missing row shows the English,
-- an empty excerpt or summary the English one. Neither is searched, so there is no search document.
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_post_translations_pk" PRIMARY KEY("post_id","locale"),
	CONSTRAINT "blog_post_translations_locale_check" CHECK ("blog_post_translations"."locale" in ('es'))
);
--> statement-breakpoint
CREATE TABLE "page_translations" (
	"page_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_translations_pk" PRIMARY KEY("page_id","locale"),
	CONSTRAINT "page_translations_locale_check" CHECK ("page_translations"."locale" in ('es'))
);
--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blogs_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD CONSTRAINT "page_translations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;