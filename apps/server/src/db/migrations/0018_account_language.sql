CREATE TYPE "public"."language" AS ENUM('rw', 'en', 'fr');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "language";