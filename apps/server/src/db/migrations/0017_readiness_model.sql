ALTER TABLE "exam_attempts" ADD COLUMN "readiness_model" double precision;--> statement-breakpoint
-- Until now the chance shown was the model's own: no correction had been fitted.
UPDATE "exam_attempts" SET "readiness_model" = "readiness" WHERE "readiness" IS NOT NULL;
