-- Generated from model/ by `npm run generate`. Do not edit by hand.
ALTER TABLE "notice_recipients" ALTER COLUMN "student_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notice_recipients" ALTER COLUMN "protector_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD COLUMN "teacher_id" bigint;
--> statement-breakpoint
ALTER TABLE "notice_targets" ALTER COLUMN "student_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "notice_targets" ADD COLUMN "teacher_id" bigint;
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "audience" varchar(40) NOT NULL DEFAULT 'families';
--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_notice_id_teacher_id_key" UNIQUE ("company_id", "notice_id", "teacher_id");
--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_teacher_id_fkey" FOREIGN KEY ("company_id", "teacher_id") REFERENCES "teachers" ("company_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "notice_recipients_teacher_id_idx" ON "notice_recipients" ("company_id", "teacher_id");
--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_exactly_one_check" CHECK (("student_id" IS NOT NULL AND "protector_id" IS NOT NULL AND "teacher_id" IS NULL) OR ("student_id" IS NULL AND "protector_id" IS NULL AND "teacher_id" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_notice_id_teacher_id_key" UNIQUE ("company_id", "notice_id", "teacher_id");
--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_teacher_id_fkey" FOREIGN KEY ("company_id", "teacher_id") REFERENCES "teachers" ("company_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "notice_targets_teacher_id_idx" ON "notice_targets" ("company_id", "teacher_id");
--> statement-breakpoint
ALTER TABLE "notice_targets" ADD CONSTRAINT "notice_targets_exactly_one_check" CHECK (("student_id" IS NOT NULL AND "teacher_id" IS NULL) OR ("student_id" IS NULL AND "teacher_id" IS NOT NULL));
