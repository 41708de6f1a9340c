-- Generated from model/ by `npm run generate`. Do not edit by hand.
ALTER TABLE "notifications" ADD COLUMN "kind" varchar(40) NOT NULL DEFAULT 'general';
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "target_id" bigint;
--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "link";
--> statement-breakpoint
CREATE INDEX "notifications_kind_target_id_idx" ON "notifications" ("company_id", "kind", "target_id");
