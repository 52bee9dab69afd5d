CREATE TABLE "review_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_views" ADD CONSTRAINT "review_views_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_views_admin_item_unique" ON "review_views" USING btree ("admin_id","kind","item_id");