-- Every change to the school settings, by any process or by hand, is announced on the
-- 'school_settings_changed' channel once its transaction commits; server processes on PostgreSQL
-- listen and drop their cached copy at once.
CREATE OR REPLACE FUNCTION notify_school_settings_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('school_settings_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER school_settings_changed
  AFTER INSERT OR UPDATE OR DELETE ON school_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_settings_changed();
