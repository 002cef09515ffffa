-- Every API call checks its token's session and user. Each server instance keeps the answers it read
-- while it hears every change to those two tables: a statement that updates, deletes or truncates
-- either one notifies the channel `auth_changed` when its transaction commits (PostgreSQL folds the
-- identical notices of one transaction into one), and every instance listening forgets what it kept.
-- New sessions and users change nothing an instance kept, so inserts stay silent.
CREATE OR REPLACE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();
