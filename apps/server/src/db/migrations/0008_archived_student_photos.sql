-- Archiving now deletes the student's photo; photos of students archived before go too
-- (students.photo_media_id is ON DELETE SET NULL).
DELETE FROM "media" WHERE "id" IN (SELECT "photo_media_id" FROM "students" WHERE "archived_at" IS NOT NULL);
