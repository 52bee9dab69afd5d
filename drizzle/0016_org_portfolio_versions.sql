-- A member's shared page shows what organisations add to it (attestations, awards, the branding they opted into),
-- so those changes count as portfolio changes: cached pages, keyed by users.portfolio_version, are made anew.
CREATE TRIGGER "org_members_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "org_members" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "org_attestations_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "org_attestations" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "org_awards_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "org_awards" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_members_portfolio_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD."name", OLD."logo_url", OLD."brand_color", OLD."tier")
     IS DISTINCT FROM (NEW."name", NEW."logo_url", NEW."brand_color", NEW."tier") THEN
    UPDATE "users" SET "portfolio_version" = "portfolio_version" + 1
    WHERE "id" IN (SELECT m."user_id" FROM "org_members" m WHERE m."org_id" = NEW."id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "organizations_portfolio_version" AFTER UPDATE ON "organizations" FOR EACH ROW EXECUTE FUNCTION "bump_members_portfolio_version"();
