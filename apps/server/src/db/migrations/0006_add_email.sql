ALTER TYPE "public"."token_purpose" ADD VALUE 'add_email';--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "email" text;