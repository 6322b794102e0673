DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "subscriptions_created_at_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
DROP INDEX "deliveries_created_at_idx";--> statement-breakpoint
DROP INDEX "exam_attempts_user_finished_idx";--> statement-breakpoint
DROP INDEX "login_devices_user_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "outbox_messages_created_at_idx";--> statement-breakpoint
DROP INDEX "payments_user_created_idx";--> statement-breakpoint
DROP INDEX "payments_created_idx";--> statement-breakpoint
DROP INDEX "question_answers_user_idx";--> statement-breakpoint
DROP INDEX "school_messages_school_idx";--> statement-breakpoint
DROP INDEX "schools_created_idx";--> statement-breakpoint
CREATE INDEX "audit_log_page_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "audit_log"."action" <> 'payment.callback';--> statement-breakpoint
CREATE INDEX "subscriptions_created_user_idx" ON "subscriptions" USING btree ("created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deliveries_created_at_idx" ON "deliveries" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "exam_attempts_user_finished_idx" ON "exam_attempts" USING btree ("user_id","finished_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "login_devices_user_idx" ON "login_devices" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "question_answers_user_idx" ON "question_answers" USING btree ("user_id","answered_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "school_messages_school_idx" ON "school_messages" USING btree ("school_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "schools_created_idx" ON "schools" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);