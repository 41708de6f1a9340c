-- Generated from model/ by `npm run generate`. Do not edit by hand.
CREATE OR REPLACE FUNCTION "cache_unread_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_notify('unread', array(SELECT DISTINCT c FROM (SELECT (r."company_id" || ':' || r."user_id")::text FROM new_rows r) AS s(c)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_notify('unread', array(SELECT DISTINCT c FROM (SELECT (r."company_id" || ':' || r."user_id")::text FROM old_rows r) AS s(c)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_notify('unread', array(SELECT DISTINCT c FROM (SELECT (n."company_id" || ':' || n."user_id")::text FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."student_id", o."is_read") IS DISTINCT FROM (n."user_id", n."student_id", n."is_read") UNION SELECT (o."company_id" || ':' || o."user_id")::text FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."student_id", o."is_read") IS DISTINCT FROM (n."user_id", n."student_id", n."is_read")) AS s(c)));
  ELSE
    PERFORM cache_invalidate_all('unread');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_print_print_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_notify('print', array(SELECT DISTINCT c FROM (SELECT (r."company_id")::text FROM new_rows r) AS s(c)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_notify('print', array(SELECT DISTINCT c FROM (SELECT (r."company_id")::text FROM old_rows r) AS s(c)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_notify('print', array(SELECT DISTINCT c FROM (SELECT (n."company_id")::text FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."status") IS DISTINCT FROM (n."status") UNION SELECT (o."company_id")::text FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."status") IS DISTINCT FROM (n."status")) AS s(c)));
  ELSE
    PERFORM cache_invalidate_all('print');
  END IF;
  RETURN NULL;
END $$;
