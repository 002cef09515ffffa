ALTER TYPE "public"."user_role" ADD VALUE 'accountant' BEFORE 'customer';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'operations' BEFORE 'customer';--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'viewer' BEFORE 'customer';