CREATE TABLE "exam_answers" (
	"attempt_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"choice" smallint NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_answers_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"paper" jsonb NOT NULL,
	"free" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"grade" smallint,
	"passed" boolean,
	"timed_out" boolean
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open_key" ON "exam_attempts" USING btree ("user_id") WHERE finished_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_free_key" ON "exam_attempts" USING btree ("user_id") WHERE free;--> statement-breakpoint
CREATE INDEX "exam_attempts_user_finished_idx" ON "exam_attempts" USING btree ("user_id","finished_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exam_attempts_open_deadline_idx" ON "exam_attempts" USING btree ("deadline") WHERE finished_at IS NULL;