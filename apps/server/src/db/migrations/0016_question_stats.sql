-- Each question's counters for the authors' item analysis (issue 39), filled once from the answers given so far at
-- the app's start (modules/item-stats/item-stats-backfill.ts).
CREATE TABLE "question_stats" (
	"question_id" text PRIMARY KEY NOT NULL,
	"asked" integer NOT NULL,
	"right" integer NOT NULL,
	"picks" integer[] NOT NULL,
	"exam_answers" integer NOT NULL,
	"exam_right" integer NOT NULL,
	"sum_rest" double precision NOT NULL,
	"sum_rest_sq" double precision NOT NULL,
	"sum_right_rest" double precision NOT NULL
);
