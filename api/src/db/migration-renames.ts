/**
 * Migrations once named after the work that added them, and their names now. A database migrated under an
 * old name has that name rewritten to the new one before pending migrations are worked out, so it is not
 * migrated twice. Entries stay here for good: a database last started long ago may still hold old names.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '003_i3_release_notes.sql': '003_release_notes.sql',
  '004_i3_checklist.sql': '004_checklist.sql',
  '010_i4_onboarding.sql': '005_confirmation_mail_invitations_avatars.sql',
  '010_i6_background_jobs.sql': '006_background_jobs.sql',
  '011_i6_media.sql': '007_media.sql',
};
