DROP INDEX "achievements_user_id_idx";--> statement-breakpoint
DROP INDEX "deal_highlights_user_id_idx";--> statement-breakpoint
DROP INDEX "executive_circle_user_id_idx";--> statement-breakpoint
DROP INDEX "experiences_user_id_idx";--> statement-breakpoint
DROP INDEX "quota_records_user_id_idx";--> statement-breakpoint
DROP INDEX "references_user_id_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "portfolio_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "achievements_user_list_idx" ON "achievements" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deal_highlights_user_list_idx" ON "deal_highlights" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "executive_circle_user_list_idx" ON "executive_circle" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "experiences_user_list_idx" ON "experiences" USING btree ("user_id","start_date" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quota_records_user_list_idx" ON "quota_records" USING btree ("user_id","year" DESC NULLS FIRST,"quarter" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "references_user_list_idx" ON "references" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- users.portfolio_version counts changes to anything a shared page shows, so cached pages can be keyed by it. Kept
-- by triggers, so no write path (the app, an admin decision, a manager's signature, a script) can forget it.
CREATE OR REPLACE FUNCTION "bump_portfolio_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "portfolio_version" = "portfolio_version" + 1 WHERE "id" = OLD."user_id";
    RETURN OLD;
  END IF;
  UPDATE "users" SET "portfolio_version" = "portfolio_version" + 1 WHERE "id" = NEW."user_id";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "achievements_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "achievements" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "quota_records_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "quota_records" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "experiences_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "experiences" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "deal_highlights_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "deal_highlights" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "executive_circle_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "executive_circle" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "references_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "references" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "about_me_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "about_me" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "signing_requests_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "signing_requests" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE TRIGGER "stored_files_portfolio_version" AFTER INSERT OR UPDATE OR DELETE ON "stored_files" FOR EACH ROW EXECUTE FUNCTION "bump_portfolio_version"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_own_portfolio_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."full_name", NEW."title", NEW."company", NEW."linkedin_url", NEW."video_pitch_url", NEW."profile_picture_url",
      NEW."subscription_tier", NEW."subscription_status", NEW."is_verified")
     IS DISTINCT FROM
     (OLD."full_name", OLD."title", OLD."company", OLD."linkedin_url", OLD."video_pitch_url", OLD."profile_picture_url",
      OLD."subscription_tier", OLD."subscription_status", OLD."is_verified") THEN
    NEW."portfolio_version" := OLD."portfolio_version" + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_portfolio_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "bump_own_portfolio_version"();
--> statement-breakpoint
-- Any change to an account row is announced, so a server that keeps account rows in memory (the embedded database
-- has one process) drops its copy when the change commits.
CREATE OR REPLACE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('qp_user_changed', OLD."id"::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();
