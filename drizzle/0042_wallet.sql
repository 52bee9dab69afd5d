CREATE TABLE "wallet_nonces" (
	"nonce_hash" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credential_id" varchar(32) NOT NULL,
	"pre_authorized_code_hash" varchar(64) NOT NULL,
	"tx_code_hash" varchar(64) NOT NULL,
	"wrong_tx_codes" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"access_token_hash" varchar(64),
	"access_token_expires_at" timestamp with time zone,
	"holder_did" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_offers_pre_authorized_code_hash_unique" UNIQUE("pre_authorized_code_hash"),
	CONSTRAINT "wallet_offers_access_token_hash_unique" UNIQUE("access_token_hash")
);
--> statement-breakpoint
ALTER TABLE "wallet_offers" ADD CONSTRAINT "wallet_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_offers" ADD CONSTRAINT "wallet_offers_credential_id_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_nonces_expires_idx" ON "wallet_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wallet_offers_user_idx" ON "wallet_offers" USING btree ("user_id","created_at" DESC NULLS LAST);