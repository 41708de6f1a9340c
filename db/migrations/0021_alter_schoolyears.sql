-- Generated from model/ by `npm run generate`. Do not edit by hand.
ALTER TABLE "schoolyears" ADD CONSTRAINT "schoolyears_schoolyear_name_key" UNIQUE ("schoolyear_name");
