-- Generated from model/ by `npm run generate`. Do not edit by hand.
CREATE OR REPLACE FUNCTION "cache_invalidate_all"(p_cache text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', p_cache || ':*');
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."username", o."display_name", o."m_authority_id", o."role", o."token_version", o."is_active") IS DISTINCT FROM (n."username", n."display_name", n."m_authority_id", n."role", n."token_version", n."is_active")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_staffs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."staff_name") IS DISTINCT FROM (n."user_id", n."staff_name")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_teachers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."name_kanji", o."teacher_number") IS DISTINCT FROM (n."user_id", n."name_kanji", n."teacher_number")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_teacher_schoolhouses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."teacher_id", o."schoolhouse_id") IS DISTINCT FROM (n."teacher_id", n."schoolhouse_id")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_teacher_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."teacher_id", o."linked_teacher_id") IS DISTINCT FROM (n."teacher_id", n."linked_teacher_id")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_protectors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."family_name", o."first_name") IS DISTINCT FROM (n."user_id", n."family_name", n."first_name")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."protector_id", o."schoolhouse_id", o."family_name_kanji", o."first_name_kanji", o."schoolyear_id") IS DISTINCT FROM (n."user_id", n."protector_id", n."schoolhouse_id", n."family_name_kanji", n."first_name_kanji", n."schoolyear_id")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_schoolhouses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."schoolhouse_name", o."sort_order") IS DISTINCT FROM (n."schoolhouse_name", n."sort_order")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolhouses_upd" ON "schoolhouses";
CREATE TRIGGER "cache_auth_schoolhouses_upd" AFTER UPDATE ON "schoolhouses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolhouses"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_schoolhouse_settings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."schoolhouse_id", o."name", o."value") IS DISTINCT FROM (n."schoolhouse_id", n."name", n."value")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_schoolyears"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE (o."schoolyear_name") IS DISTINCT FROM (n."schoolyear_name")) THEN
      PERFORM cache_bump('auth', array[0::bigint]);
    END IF;
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolyears_ins" ON "schoolyears";
CREATE TRIGGER "cache_auth_schoolyears_ins" AFTER INSERT ON "schoolyears" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolyears"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolyears_del" ON "schoolyears";
CREATE TRIGGER "cache_auth_schoolyears_del" AFTER DELETE ON "schoolyears" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolyears"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolyears_upd" ON "schoolyears";
CREATE TRIGGER "cache_auth_schoolyears_upd" AFTER UPDATE ON "schoolyears" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolyears"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolyears_trunc" ON "schoolyears";
CREATE TRIGGER "cache_auth_schoolyears_trunc" AFTER TRUNCATE ON "schoolyears" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolyears"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_companies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE (o."invoice_status") IS DISTINCT FROM (n."invoice_status")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_bump('auth', array[0::bigint]);
  END IF;
  RETURN NULL;
END $$;
