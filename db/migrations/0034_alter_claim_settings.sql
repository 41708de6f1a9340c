-- Generated from model/ by `npm run generate`. Do not edit by hand.
ALTER TABLE "claim_settings" ADD COLUMN "debit_account_type" smallint NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE "claim_settings" ADD COLUMN "debit_account_number" varchar(7);
