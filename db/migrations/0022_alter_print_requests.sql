-- Generated from model/ by `npm run generate`. Do not edit by hand.
ALTER TABLE "print_requests" ADD COLUMN "body" text;
--> statement-breakpoint
ALTER TABLE "print_requests" ADD COLUMN "document_path" varchar(500);
--> statement-breakpoint
ALTER TABLE "print_requests" ADD COLUMN "requested_by_name" varchar(100);
--> statement-breakpoint
CREATE INDEX "print_requests_created_at_sort_idx" ON "print_requests" ("company_id", "created_at");
