-- Generated from model/ by `npm run generate`. Do not edit by hand.
ALTER TABLE "import_jobs" ADD COLUMN "processed_rows" integer NOT NULL DEFAULT 0;
