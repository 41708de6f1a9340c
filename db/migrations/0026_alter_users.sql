-- Generated from model/ by `npm run generate`. Do not edit by hand.
ALTER TABLE "users" ADD COLUMN "receive_mail" boolean NOT NULL DEFAULT true;
