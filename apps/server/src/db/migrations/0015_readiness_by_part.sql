CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_evidence" (
	"user_id" uuid NOT NULL,
	"part" smallint NOT NULL,
	"weight" double precision NOT NULL,
	"right" double precision NOT NULL,
	"at" timestamp with time zone,
	"answers" integer NOT NULL,
	"firsts" integer NOT NULL,
	CONSTRAINT "part_evidence_user_id_part_pk" PRIMARY KEY("user_id","part")
);
--> statement-breakpoint
ALTER TABLE "review_cards" ALTER COLUMN "right_days" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "retry_of" uuid;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "readiness" double precision;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "readiness_coverage" double precision;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "readiness_repeats" double precision;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD COLUMN "readiness_answers" integer;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "right_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "part_evidence" ADD CONSTRAINT "part_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A mistake right on one Kigali day so far: its first right answer counts from that day's start.
UPDATE "review_cards" SET "right_since" = ("last_right_day" || 'T00:00:00+02:00')::timestamptz WHERE "right_days" > 0 AND "last_right_day" IS NOT NULL;
