-- Generated from model/ by `npm run generate`. Do not edit by hand.
DROP INDEX "protectors_family_name_kana_sort_idx";
--> statement-breakpoint
CREATE INDEX "protectors_family_name_kana_first_name_kana_sort_idx" ON "protectors" ("company_id", "family_name_kana", "first_name_kana");
--> statement-breakpoint
CREATE INDEX "students_family_name_kana_first_name_kana_sort_idx" ON "students" ("company_id", "family_name_kana", "first_name_kana");
--> statement-breakpoint
CREATE INDEX "teachers_name_kana_sort_idx" ON "teachers" ("company_id", "name_kana");
