/** The new installation's restore page (issue 40); the server's messages come translated. */
export const RECOVERY_EN = {
  page: {
    title: 'Restore a school from a backup',
    intro:
      'This Rollcall is new. If your school used Rollcall on another server, bring it back here from a backup file: its students, records, settings and accounts.',
    notNew:
      'This installation already holds a school’s data. Sign in, then restore a backup from Settings, Backup & Restore.',
    loading: 'Checking this installation',
  },
  form: {
    account: 'This installation’s first administrator',
    accountHint:
      'The e-mail address and the password printed when this Rollcall was first started.',
    password: 'Printed password',
    passwordRequired: 'Enter the password printed when Rollcall was first started',
    fileHint: 'A .rollcall-backup file from the old installation (older backups end in .json.gz)',
    opening: 'Open the backup',
    openingHint:
      'Enter the old installation’s recovery key or its backup passphrase: one of them is enough.',
    submit: 'Restore backup',
    refused: 'The backup was not restored',
    failed: 'The backup could not be restored.',
    twoFactor:
      'This account signs in with a code, so this is not a new installation’s first administrator. Sign in instead.',
  },
  done: {
    title: 'The school is restored',
    signIn: 'Go to sign in',
  },
} as const;
