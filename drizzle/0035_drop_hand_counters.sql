DROP TABLE "usage_events" CASCADE;--> statement-breakpoint
DROP TABLE "throttle_buckets" CASCADE;