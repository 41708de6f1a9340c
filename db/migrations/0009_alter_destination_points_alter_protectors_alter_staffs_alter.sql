-- Generated from model/ by `npm run generate`. Do not edit by hand.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
DROP INDEX "teachers_name_kana_sort_idx";
--> statement-breakpoint
DROP INDEX "students_family_name_kana_first_name_kana_sort_idx";
--> statement-breakpoint
DROP INDEX "staffs_staff_name_kana_sort_idx";
--> statement-breakpoint
DROP INDEX "protectors_family_name_kana_first_name_kana_sort_idx";
--> statement-breakpoint
DROP INDEX "destination_points_school_name_kana_sort_idx";
--> statement-breakpoint
CREATE INDEX "destination_points_school_name_kana_sort_idx" ON "destination_points" ("company_id", (nullif("school_name_kana", '') COLLATE "C"), "school_name", "id");
--> statement-breakpoint
CREATE INDEX "protectors_family_name_first_name_trgm_idx" ON "protectors" USING gin ((coalesce("family_name", '') || coalesce("first_name", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "protectors_family_name_kana_first_name_kana_sort_idx" ON "protectors" ("company_id", (nullif("family_name_kana", '') COLLATE "C"), (nullif("first_name_kana", '') COLLATE "C"), "family_name", "first_name", "id");
--> statement-breakpoint
CREATE INDEX "protectors_family_name_kana_first_name_kana_trgm_idx" ON "protectors" USING gin ((coalesce("family_name_kana", '') || coalesce("first_name_kana", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "staffs_staff_name_kana_sort_idx" ON "staffs" ("company_id", (nullif("staff_name_kana", '') COLLATE "C"), "staff_name", "id");
--> statement-breakpoint
CREATE INDEX "students_family_name_kana_first_name_kana_sort_idx" ON "students" ("company_id", (nullif("family_name_kana", '') COLLATE "C"), (nullif("first_name_kana", '') COLLATE "C"), "family_name_kanji", "first_name_kanji", "id");
--> statement-breakpoint
CREATE INDEX "students_family_name_kana_first_name_kana_trgm_idx" ON "students" USING gin ((coalesce("family_name_kana", '') || coalesce("first_name_kana", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "students_family_name_kanji_first_name_kanji_trgm_idx" ON "students" USING gin ((coalesce("family_name_kanji", '') || coalesce("first_name_kanji", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "students_student_number_trgm_idx" ON "students" USING gin ("student_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "teachers_name_kana_sort_idx" ON "teachers" ("company_id", (nullif("name_kana", '') COLLATE "C"), "name_kanji", "id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cache_versions" ("company_id" bigint NOT NULL, "cache" varchar(40) NOT NULL, "version" bigint NOT NULL, PRIMARY KEY ("company_id", "cache"));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_bump"(p_cache text, p_companies bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE c bigint; v bigint;
BEGIN
  FOREACH c IN ARRAY p_companies LOOP
    INSERT INTO "cache_versions" AS cv ("company_id", "cache", "version") VALUES (c, p_cache, 1)
      ON CONFLICT ("company_id", "cache") DO UPDATE SET "version" = cv."version" + 1 RETURNING cv."version" INTO v;
    PERFORM pg_notify('portal_cache', p_cache || ':' || c || ':' || v);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_notify"(p_cache text, p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE k text;
BEGIN
  IF cardinality(p_keys) > 1000 THEN
    FOR k IN SELECT DISTINCT split_part(x, ':', 1) FROM unnest(p_keys) AS x LOOP
      PERFORM pg_notify('portal_cache', p_cache || ':' || k || ':*');
    END LOOP;
  ELSE
    FOREACH k IN ARRAY p_keys LOOP
      PERFORM pg_notify('portal_cache', p_cache || ':' || k);
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_invalidate_all"(p_cache text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_versions" SET "version" = "version" + 1 WHERE "cache" = p_cache;
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
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_users_ins" ON "users";
CREATE TRIGGER "cache_auth_users_ins" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_users"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_users_del" ON "users";
CREATE TRIGGER "cache_auth_users_del" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_users"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_users_upd" ON "users";
CREATE TRIGGER "cache_auth_users_upd" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_users"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_users_trunc" ON "users";
CREATE TRIGGER "cache_auth_users_trunc" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_users"();
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
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_staffs_ins" ON "staffs";
CREATE TRIGGER "cache_auth_staffs_ins" AFTER INSERT ON "staffs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_staffs"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_staffs_del" ON "staffs";
CREATE TRIGGER "cache_auth_staffs_del" AFTER DELETE ON "staffs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_staffs"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_staffs_upd" ON "staffs";
CREATE TRIGGER "cache_auth_staffs_upd" AFTER UPDATE ON "staffs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_staffs"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_staffs_trunc" ON "staffs";
CREATE TRIGGER "cache_auth_staffs_trunc" AFTER TRUNCATE ON "staffs" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_staffs"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_teachers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."name_kanji") IS DISTINCT FROM (n."user_id", n."name_kanji")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teachers_ins" ON "teachers";
CREATE TRIGGER "cache_auth_teachers_ins" AFTER INSERT ON "teachers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teachers"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teachers_del" ON "teachers";
CREATE TRIGGER "cache_auth_teachers_del" AFTER DELETE ON "teachers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teachers"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teachers_upd" ON "teachers";
CREATE TRIGGER "cache_auth_teachers_upd" AFTER UPDATE ON "teachers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teachers"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teachers_trunc" ON "teachers";
CREATE TRIGGER "cache_auth_teachers_trunc" AFTER TRUNCATE ON "teachers" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teachers"();
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
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teacher_schoolhouses_ins" ON "teacher_schoolhouses";
CREATE TRIGGER "cache_auth_teacher_schoolhouses_ins" AFTER INSERT ON "teacher_schoolhouses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teacher_schoolhouses"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teacher_schoolhouses_del" ON "teacher_schoolhouses";
CREATE TRIGGER "cache_auth_teacher_schoolhouses_del" AFTER DELETE ON "teacher_schoolhouses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teacher_schoolhouses"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teacher_schoolhouses_upd" ON "teacher_schoolhouses";
CREATE TRIGGER "cache_auth_teacher_schoolhouses_upd" AFTER UPDATE ON "teacher_schoolhouses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teacher_schoolhouses"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teacher_schoolhouses_trunc" ON "teacher_schoolhouses";
CREATE TRIGGER "cache_auth_teacher_schoolhouses_trunc" AFTER TRUNCATE ON "teacher_schoolhouses" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teacher_schoolhouses"();
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
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teacher_links_ins" ON "teacher_links";
CREATE TRIGGER "cache_auth_teacher_links_ins" AFTER INSERT ON "teacher_links" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teacher_links"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teacher_links_del" ON "teacher_links";
CREATE TRIGGER "cache_auth_teacher_links_del" AFTER DELETE ON "teacher_links" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teacher_links"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teacher_links_upd" ON "teacher_links";
CREATE TRIGGER "cache_auth_teacher_links_upd" AFTER UPDATE ON "teacher_links" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teacher_links"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_teacher_links_trunc" ON "teacher_links";
CREATE TRIGGER "cache_auth_teacher_links_trunc" AFTER TRUNCATE ON "teacher_links" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_teacher_links"();
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
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_protectors_ins" ON "protectors";
CREATE TRIGGER "cache_auth_protectors_ins" AFTER INSERT ON "protectors" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_protectors"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_protectors_del" ON "protectors";
CREATE TRIGGER "cache_auth_protectors_del" AFTER DELETE ON "protectors" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_protectors"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_protectors_upd" ON "protectors";
CREATE TRIGGER "cache_auth_protectors_upd" AFTER UPDATE ON "protectors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_protectors"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_protectors_trunc" ON "protectors";
CREATE TRIGGER "cache_auth_protectors_trunc" AFTER TRUNCATE ON "protectors" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_protectors"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."protector_id", o."schoolhouse_id") IS DISTINCT FROM (n."user_id", n."protector_id", n."schoolhouse_id")) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_students_ins" ON "students";
CREATE TRIGGER "cache_auth_students_ins" AFTER INSERT ON "students" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_students"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_students_del" ON "students";
CREATE TRIGGER "cache_auth_students_del" AFTER DELETE ON "students" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_students"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_students_upd" ON "students";
CREATE TRIGGER "cache_auth_students_upd" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_students"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_students_trunc" ON "students";
CREATE TRIGGER "cache_auth_students_trunc" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_students"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_auth_schoolhouses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c) ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_bump('auth', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c) ORDER BY 1));
  ELSE
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolhouses_ins" ON "schoolhouses";
CREATE TRIGGER "cache_auth_schoolhouses_ins" AFTER INSERT ON "schoolhouses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolhouses"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolhouses_del" ON "schoolhouses";
CREATE TRIGGER "cache_auth_schoolhouses_del" AFTER DELETE ON "schoolhouses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolhouses"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolhouses_trunc" ON "schoolhouses";
CREATE TRIGGER "cache_auth_schoolhouses_trunc" AFTER TRUNCATE ON "schoolhouses" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolhouses"();
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
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolhouse_settings_ins" ON "schoolhouse_settings";
CREATE TRIGGER "cache_auth_schoolhouse_settings_ins" AFTER INSERT ON "schoolhouse_settings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolhouse_settings"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolhouse_settings_del" ON "schoolhouse_settings";
CREATE TRIGGER "cache_auth_schoolhouse_settings_del" AFTER DELETE ON "schoolhouse_settings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolhouse_settings"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolhouse_settings_upd" ON "schoolhouse_settings";
CREATE TRIGGER "cache_auth_schoolhouse_settings_upd" AFTER UPDATE ON "schoolhouse_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolhouse_settings"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_schoolhouse_settings_trunc" ON "schoolhouse_settings";
CREATE TRIGGER "cache_auth_schoolhouse_settings_trunc" AFTER TRUNCATE ON "schoolhouse_settings" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_schoolhouse_settings"();
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
    PERFORM cache_invalidate_all('auth');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_companies_ins" ON "companies";
CREATE TRIGGER "cache_auth_companies_ins" AFTER INSERT ON "companies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_companies"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_companies_del" ON "companies";
CREATE TRIGGER "cache_auth_companies_del" AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_companies"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_companies_upd" ON "companies";
CREATE TRIGGER "cache_auth_companies_upd" AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_companies"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_auth_companies_trunc" ON "companies";
CREATE TRIGGER "cache_auth_companies_trunc" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "cache_auth_companies"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_unread_notifications"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_notify('unread', array(SELECT DISTINCT c FROM (SELECT r."company_id" || ':' || r."user_id" FROM new_rows r) AS s(c)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_notify('unread', array(SELECT DISTINCT c FROM (SELECT r."company_id" || ':' || r."user_id" FROM old_rows r) AS s(c)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_notify('unread', array(SELECT DISTINCT c FROM (SELECT n."company_id" || ':' || n."user_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."student_id", o."is_read") IS DISTINCT FROM (n."user_id", n."student_id", n."is_read") UNION SELECT o."company_id" || ':' || o."user_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."user_id", o."student_id", o."is_read") IS DISTINCT FROM (n."user_id", n."student_id", n."is_read")) AS s(c)));
  ELSE
    PERFORM cache_invalidate_all('unread');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_unread_notifications_ins" ON "notifications";
CREATE TRIGGER "cache_unread_notifications_ins" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_unread_notifications"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_unread_notifications_del" ON "notifications";
CREATE TRIGGER "cache_unread_notifications_del" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_unread_notifications"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_unread_notifications_upd" ON "notifications";
CREATE TRIGGER "cache_unread_notifications_upd" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_unread_notifications"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_unread_notifications_trunc" ON "notifications";
CREATE TRIGGER "cache_unread_notifications_trunc" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "cache_unread_notifications"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_print_print_requests"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cache_notify('print', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM new_rows r) AS s(c)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM cache_notify('print', array(SELECT DISTINCT c FROM (SELECT r."company_id" FROM old_rows r) AS s(c)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cache_notify('print', array(SELECT DISTINCT c FROM (SELECT n."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."status") IS DISTINCT FROM (n."status") UNION SELECT o."company_id" FROM new_rows n JOIN old_rows o ON o."company_id" = n."company_id" AND o."id" = n."id" WHERE (o."status") IS DISTINCT FROM (n."status")) AS s(c)));
  ELSE
    PERFORM cache_invalidate_all('print');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_print_print_requests_ins" ON "print_requests";
CREATE TRIGGER "cache_print_print_requests_ins" AFTER INSERT ON "print_requests" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_print_print_requests"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_print_print_requests_del" ON "print_requests";
CREATE TRIGGER "cache_print_print_requests_del" AFTER DELETE ON "print_requests" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_print_print_requests"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_print_print_requests_upd" ON "print_requests";
CREATE TRIGGER "cache_print_print_requests_upd" AFTER UPDATE ON "print_requests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "cache_print_print_requests"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_print_print_requests_trunc" ON "print_requests";
CREATE TRIGGER "cache_print_print_requests_trunc" AFTER TRUNCATE ON "print_requests" FOR EACH STATEMENT EXECUTE FUNCTION "cache_print_print_requests"();
