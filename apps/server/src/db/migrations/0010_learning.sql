CREATE TYPE "public"."answer_source" AS ENUM('practice', 'check', 'exam');--> statement-breakpoint
CREATE TABLE "lesson_evidence" (
	"user_id" uuid NOT NULL,
	"lesson_id" smallint NOT NULL,
	"weight" double precision NOT NULL,
	"right" double precision NOT NULL,
	"at" timestamp with time zone,
	"answers" integer NOT NULL,
	CONSTRAINT "lesson_evidence_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"lesson_id" smallint NOT NULL,
	"choice" smallint NOT NULL,
	"correct" boolean NOT NULL,
	"source" "answer_source" NOT NULL,
	"request_id" uuid,
	"check_id" uuid,
	"answered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions_seen" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "questions_seen_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"card" jsonb NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"right_days" smallint NOT NULL,
	"last_right_day" text,
	CONSTRAINT "review_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "self_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lesson_id" smallint NOT NULL,
	"question_ids" text[] NOT NULL,
	"answered" smallint DEFAULT 0 NOT NULL,
	"right" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_evidence" ADD CONSTRAINT "lesson_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions_seen" ADD CONSTRAINT "questions_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_checks" ADD CONSTRAINT "self_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_request_key" ON "question_answers" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_check_key" ON "question_answers" USING btree ("check_id","question_id");--> statement-breakpoint
CREATE INDEX "question_answers_user_idx" ON "question_answers" USING btree ("user_id","answered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_cards_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "self_checks_user_idx" ON "self_checks" USING btree ("user_id","lesson_id");