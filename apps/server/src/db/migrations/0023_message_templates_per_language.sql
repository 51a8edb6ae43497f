ALTER TABLE "school_settings" ADD COLUMN "message_templates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The one set of templates a school could edit until now was read by the guardians of its default
-- language, and only once it differed from Rollcall's English texts (the columns' defaults): such
-- a set becomes that language's. An unedited set leaves every language with Rollcall's own texts.
UPDATE "school_settings"
SET "message_templates" = jsonb_build_object(
  "default_language",
  jsonb_build_object(
    'emailSubject', "email_subject_template",
    'emailBody', "email_body_template",
    'smsText', "sms_template"
  )
)
WHERE ("email_subject_template", "email_body_template", "sms_template") IS DISTINCT FROM (
  '{studentName} was not checked in at {schoolName} on {date}',
  'Dear {guardianName},

{studentName} has not checked in at {schoolName} today, {date}.
If you know the reason, no action is needed. Otherwise, please contact the school.

{schoolName}',
  '{schoolName}: {studentName} has not checked in today ({date}). If this is unexpected, please call the school.'
);
