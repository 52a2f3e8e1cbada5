CREATE TABLE "member_activity" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"user_id" integer NOT NULL,
	"joined_month" date NOT NULL,
	CONSTRAINT "member_activity_period_period_start_user_id_pk" PRIMARY KEY("period","period_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "report_rollups" (
	"name" text PRIMARY KEY NOT NULL,
	"done_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_activity" ADD CONSTRAINT "member_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_activity_user_idx" ON "member_activity" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "member_activity_cohort_idx" ON "member_activity" USING btree ("period","joined_month","period_start");--> statement-breakpoint
CREATE INDEX "lesson_progress_completed_idx" ON "lesson_progress" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "lesson_work_updated_idx" ON "lesson_work" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_created_idx" ON "quiz_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_refunded_idx" ON "payment_refunds" USING btree ("refunded_at") WHERE "payment_refunds"."refunded_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."paid_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "practice_check_ins_checked_idx" ON "practice_check_ins" USING btree ("checked_at");