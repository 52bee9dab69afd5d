-- A listing's facts follow the portfolio: whenever users.portfolio_version rises (its own triggers raise it on every
-- change to what a portfolio shows), the rep's talent facts are marked stale, to be recomputed before anyone reads
-- them. A search then finds the few stale listings through an index instead of comparing every row.
CREATE OR REPLACE FUNCTION talent_facts_mark_stale() RETURNS trigger AS $$
BEGIN
  UPDATE talent_profiles SET facts_stale = true WHERE user_id = NEW.id AND NOT facts_stale;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_talent_facts_stale
  AFTER UPDATE OF portfolio_version ON users
  FOR EACH ROW WHEN (NEW.portfolio_version IS DISTINCT FROM OLD.portfolio_version)
  EXECUTE FUNCTION talent_facts_mark_stale();
