CREATE TABLE "login_throttle" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_throttle" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Whether a member of the caller's company also belongs to another company: such a user's
-- credentials (password, e-mail, username) belong to the person, not to the caller's company.
CREATE OR REPLACE FUNCTION user_in_other_company(p_user_id int) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT EXISTS (SELECT 1 FROM company_users WHERE user_id = p_user_id
                        AND company_id <> nullif(current_setting('app.company_id', true), '')::int) $$;
--> statement-breakpoint
-- After a password change of the caller (or of a member of the caller's company): ends the
-- user's sessions in every company except p_keep_session, and voids every outstanding reset token.
CREATE OR REPLACE FUNCTION password_changed(p_user_id int, p_keep_session bigint, p_reason text) RETURNS int
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
DECLARE
  v_company int := nullif(current_setting('app.company_id', true), '')::int;
  v_user int := nullif(current_setting('app.user_id', true), '')::int;
  v_count int;
BEGIN
  IF p_user_id IS DISTINCT FROM v_user
     AND NOT EXISTS (SELECT 1 FROM company_users WHERE user_id = p_user_id AND company_id = v_company) THEN
    RETURN 0;
  END IF;
  UPDATE sessions SET ended_at = now(), ended_reason = p_reason
   WHERE user_id = p_user_id AND ended_at IS NULL AND id <> coalesce(p_keep_session, 0);
  GET DIAGNOSTICS v_count = ROW_COUNT;
  UPDATE user_tokens SET used_at = now() WHERE user_id = p_user_id AND purpose = 'reset' AND used_at IS NULL;
  RETURN v_count;
END $$;
