ALTER TABLE "students" ADD COLUMN "guardian_language" text;
