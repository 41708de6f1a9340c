-- Generated from model/ by `npm run generate`. Do not edit by hand.
ALTER TABLE "grade_input_deadlines" ADD COLUMN "input_starts_on" date;
