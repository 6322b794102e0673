DROP INDEX "users_google_sub_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_issuer" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_key" ON "users" USING btree ("google_issuer","google_sub");