-- Tell gateways which projected table changed, once per statement, so they can drop their caches.
-- PostgreSQL folds identical notifications within one transaction into one.
CREATE OR REPLACE FUNCTION sitrep_notify_projection() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sitrep_projection', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER agents_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agents
  FOR EACH STATEMENT EXECUTE FUNCTION sitrep_notify_projection();
--> statement-breakpoint
CREATE TRIGGER events_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION sitrep_notify_projection();
--> statement-breakpoint
CREATE TRIGGER event_sources_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_sources
  FOR EACH STATEMENT EXECUTE FUNCTION sitrep_notify_projection();
--> statement-breakpoint
CREATE TRIGGER event_agents_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_agents
  FOR EACH STATEMENT EXECUTE FUNCTION sitrep_notify_projection();
--> statement-breakpoint
CREATE TRIGGER reports_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reports
  FOR EACH STATEMENT EXECUTE FUNCTION sitrep_notify_projection();
