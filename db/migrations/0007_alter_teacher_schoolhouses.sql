-- Generated from model/ by `npm run generate`. Do not edit by hand.
CREATE INDEX "teacher_schoolhouses_teacher_id_sort_idx" ON "teacher_schoolhouses" ("company_id", "teacher_id");
