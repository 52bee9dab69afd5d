DROP INDEX "org_attestations_org_status_idx";--> statement-breakpoint
CREATE INDEX "org_attestations_org_status_created_idx" ON "org_attestations" USING btree ("org_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "org_attestations_manager_status_idx" ON "org_attestations" USING btree ("manager_id","status");--> statement-breakpoint
CREATE INDEX "org_members_org_segment_idx" ON "org_members" USING btree ("org_id","segment");