-- Generated from model/ by `npm run generate`. Do not edit by hand.
CREATE OR REPLACE FUNCTION "history_calendar_feeds"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ctx jsonb := nullif(current_setting('portal.operation', true), '')::jsonb;
BEGIN
  IF ctx IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "operation_logs" ("company_id", "user_id", "user_name", "acting_user_id", "student_id", "operation", "ip_address", "request_id", "target", "record_id", "action", "before", "after")
    SELECT n."company_id", (ctx->>'user_id')::bigint, ctx->>'user_name', (ctx->>'acting_user_id')::bigint, (ctx->>'student_id')::bigint, ctx->>'operation', ctx->>'ip_address', ctx->>'request_id', 'calendar_feed', n."id", 'insert', NULL, to_jsonb(n) - ARRAY['token_hash', 'created_at', 'updated_at']::text[] FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "operation_logs" ("company_id", "user_id", "user_name", "acting_user_id", "student_id", "operation", "ip_address", "request_id", "target", "record_id", "action", "before", "after")
    SELECT o."company_id", (ctx->>'user_id')::bigint, ctx->>'user_name', (ctx->>'acting_user_id')::bigint, (ctx->>'student_id')::bigint, ctx->>'operation', ctx->>'ip_address', ctx->>'request_id', 'calendar_feed', o."id", 'delete', to_jsonb(o) - ARRAY['token_hash', 'created_at', 'updated_at']::text[], NULL FROM old_rows o;
  ELSE
    INSERT INTO "operation_logs" ("company_id", "user_id", "user_name", "acting_user_id", "student_id", "operation", "ip_address", "request_id", "target", "record_id", "action", "before", "after")
    SELECT n."company_id", (ctx->>'user_id')::bigint, ctx->>'user_name', (ctx->>'acting_user_id')::bigint, (ctx->>'student_id')::bigint, ctx->>'operation', ctx->>'ip_address', ctx->>'request_id', 'calendar_feed', n."id", 'update', d.before, d.after
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(b.key, b.value) AS before, jsonb_object_agg(a.key, a.value) AS after
      FROM jsonb_each(to_jsonb(o) - ARRAY['token_hash', 'created_at', 'updated_at']::text[]) AS b(key, value)
      JOIN jsonb_each(to_jsonb(n) - ARRAY['token_hash', 'created_at', 'updated_at']::text[]) AS a(key, value) ON a.key = b.key
      WHERE a.value IS DISTINCT FROM b.value
    ) d
    WHERE d.after IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
