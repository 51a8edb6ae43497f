/** The auth screens' own texts in English (issue 13); the contract's are translated by key. */
export const AUTH_EN = {
  login: {
    documentTitle: 'Sign in',
    loadingSession: 'Loading your session',
    email: 'Email address',
    emailPlaceholder: 'you@school.edu',
    restoreHint: 'A new installation? Bring your school back from a backup of its old server.',
    restore: 'Restore from a backup',
  },
  twoFactor: {
    appHelp: 'Enter the 6-digit code from your authenticator app.',
    recoveryHelp:
      'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.',
    useRecovery: 'Use a recovery code',
    useApp: 'Use your authenticator app',
    back: 'Back to sign in',
    appCode: 'Authentication code',
    recoveryCode: 'Recovery code',
    verify: 'Verify',
    verifying: 'Verifying...',
  },
  firstPassword: {
    title: 'Choose your own password',
    intro:
      'The password you signed in with was made for you when Rollcall was installed, and anyone who saw it could use it. Choose your own password to continue.',
  },
  setup: {
    title: 'Set up two-factor sign-in',
    intro:
      'Your school requires administrators to sign in with a code from an authenticator app as well as a password. Set it up to continue.',
  },
} as const;
