ALTER TABLE "cohort_members" DROP CONSTRAINT "cohort_members_placed_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cohort_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_cohort_idx" ON "payments" USING btree ("cohort_id","status");--> statement-breakpoint
ALTER TABLE "cohort_members" ADD CONSTRAINT "cohort_members_placed_known" CHECK ("cohort_members"."placed_by" in ('self', 'import', 'admin', 'purchase'));