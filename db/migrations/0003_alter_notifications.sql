-- Generated from model/ by `npm run generate`. Do not edit by hand.
DROP INDEX "notifications_user_id_idx";
--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" ("company_id", "user_id", "created_at");
