CREATE TYPE "public"."message_kind" AS ENUM('class', 'exam', 'note');--> statement-breakpoint
CREATE TABLE "notifications" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "notifications_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "school_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"kind" "message_kind" NOT NULL,
	"day" text,
	"body" text NOT NULL,
	"remind_from" timestamp with time zone,
	"remind_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"plan" "plan" NOT NULL,
	"student_id" uuid,
	"assigned_at" timestamp with time zone,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_id_school_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."school_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_messages" ADD CONSTRAINT "school_messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_seats" ADD CONSTRAINT "school_seats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_seats" ADD CONSTRAINT "school_seats_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_seats" ADD CONSTRAINT "school_seats_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "school_messages_school_idx" ON "school_messages" USING btree ("school_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "school_messages_remind_idx" ON "school_messages" USING btree ("remind_until") WHERE remind_from IS NOT NULL;--> statement-breakpoint
CREATE INDEX "school_seats_free_idx" ON "school_seats" USING btree ("school_id","plan","created_at") WHERE assigned_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "school_seats_request_key" ON "school_seats" USING btree ("school_id","request_id");