DROP INDEX "lessons_course_position_unique";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "task_file_types" jsonb;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "task_max_bytes" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_owner_idx" ON "courses" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "courses_publish_at_idx" ON "courses" USING btree ("publish_at") WHERE "courses"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "lessons_course_position_unique" ON "lessons" USING btree ("course_id","position") WHERE "lessons"."archived_at" IS NULL;--> statement-breakpoint
UPDATE "courses" SET "status" = 'unpublished' WHERE NOT "published";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_known" CHECK ("courses"."status" in ('draft', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_published" CHECK ("courses"."published" = ("courses"."status" = 'published'));