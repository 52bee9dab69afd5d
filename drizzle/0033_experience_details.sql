ALTER TABLE "experiences" ALTER COLUMN "duration" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "location" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "company_revenue_size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "company_employee_count" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "company_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "market_complexity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "net_new_logo_percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "expansion_percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "total_accounts_managed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "existing_customers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "net_new_prospects" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "average_deal_cycle" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "sales_profile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "achievements" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "needs_details" boolean DEFAULT false NOT NULL;