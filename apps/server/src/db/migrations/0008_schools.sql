CREATE TYPE "public"."membership_status" AS ENUM('requested', 'accepted');--> statement-breakpoint
CREATE TYPE "public"."school_kind" AS ENUM('auto_ecole', 'auto_ecole_32', 'auto_ecole_23');--> statement-breakpoint
CREATE TYPE "public"."school_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'school';--> statement-breakpoint
CREATE TABLE "lesson_reads" (
	"user_id" uuid NOT NULL,
	"lesson_id" smallint NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_reads_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "school_students" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"status" "membership_status" DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" "school_kind" NOT NULL,
	"phone" text NOT NULL,
	"tin" text NOT NULL,
	"province" text NOT NULL,
	"district" text NOT NULL,
	"sector" text NOT NULL,
	"status" "school_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"join_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_reads" ADD CONSTRAINT "lesson_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_students" ADD CONSTRAINT "school_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_students" ADD CONSTRAINT "school_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_students_school_idx" ON "school_students" USING btree ("school_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_owner_key" ON "schools" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_join_code_key" ON "schools" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "schools_created_idx" ON "schools" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);