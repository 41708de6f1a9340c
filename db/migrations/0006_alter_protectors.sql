-- Generated from model/ by `npm run generate`. Do not edit by hand.
CREATE INDEX "protectors_family_name_kana_sort_idx" ON "protectors" ("company_id", "family_name_kana");
