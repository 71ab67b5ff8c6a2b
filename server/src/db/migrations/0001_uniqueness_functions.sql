-- Usernames and e-mail addresses are unique across companies. A request runs under row-level
-- security and cannot see other companies' users, so these two narrow functions answer only
-- "is it taken", without revealing any row.
CREATE OR REPLACE FUNCTION username_taken(p_username text, p_except_user_id int) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(p_username) AND id <> p_except_user_id) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION email_taken(p_email text, p_except_user_id int) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(p_email) AND id <> p_except_user_id) $$;
--> statement-breakpoint
-- Ends the open sessions of a member of the caller's company (all companies when p_everywhere).
-- Sessions are otherwise visible only to their owner, so an administrator goes through this.
CREATE OR REPLACE FUNCTION end_member_sessions(p_user_id int, p_everywhere boolean, p_reason text) RETURNS int
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public
  AS $$
DECLARE
  v_company int := nullif(current_setting('app.company_id', true), '')::int;
  v_count int;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM company_users WHERE user_id = p_user_id AND company_id = v_company) THEN
    RETURN 0;
  END IF;
  UPDATE sessions SET ended_at = now(), ended_reason = p_reason
   WHERE user_id = p_user_id AND ended_at IS NULL AND (p_everywhere OR company_id = v_company);
  GET DIAGNOSTICS v_count = ROW_COUNT;
  RETURN v_count;
END $$;
