/** The users screens' own texts in English (issue 13); the contract's are translated by key. */
export const USERS_EN = {
  page: {
    title: 'User Management',
    subtitle: 'Manage administrator and teacher accounts.',
    add: 'Add User',
    loadFailed: 'Failed to fetch users',
  },
  stats: {
    total: 'Total Users',
    active: 'Active Users',
    admins: 'Administrators',
    teachers: 'Teachers',
  },
  filters: {
    searchPlaceholder: 'Search by name or email',
    allRoles: 'All Roles',
    allStatuses: 'All Status',
  },
  table: {
    user: 'User',
    lastLogin: 'Last Login',
    you: '{{name}} (you)',
  },
  actions: {
    activate: 'Activate',
    activateUser: 'Activate {{name}}',
    deactivate: 'Deactivate',
    deactivateUser: 'Deactivate {{name}}',
    resetTwoFactor: 'Reset 2FA',
    resetTwoFactorUser: 'Reset 2FA for {{name}}',
    statusFailed: 'Failed to update user status: {{reason}}',
    statusFallback: 'Failed to toggle user status',
    deleteTitle: 'Delete user',
    deleteConfirm: 'Are you sure you want to delete {{name}} ({{email}})? This cannot be undone.',
    deleteFailed: 'Failed to delete user: {{reason}}',
    deleteFallback: 'Failed to delete user',
    resetTitle: 'Reset two-factor sign-in',
    resetConfirm:
      'Reset two-factor sign-in for {{name}} ({{email}})? Their authenticator app and recovery codes stop working, they are signed out everywhere, and they sign in with their password alone until they set it up again.',
    resetFailed: 'Failed to reset two-factor sign-in: {{reason}}',
    resetFallback: 'Failed to reset 2FA',
  },
  schools: {
    hint: 'The role at each school of the district. A district administrator is an administrator at every school.',
    nowhere: 'Not at this school',
    archived: '{{school}} (archived)',
    districtAdmin: 'District administrator',
    districtAdminHint:
      "Administers every school and the district's own settings: sign-in security, backups, API tokens and message providers.",
  },
  form: {
    addTitle: 'Add New User',
    editTitle: 'Edit User',
    keepPassword: 'Leave the password fields blank to keep the current password.',
    confirmPassword: 'Confirm Password',
    activeHelp: 'Inactive users cannot sign in',
    create: 'Create User',
    update: 'Update User',
    saveFailed: 'Failed to save user: {{reason}}',
    createFallback: 'Failed to create user',
    updateFallback: 'Failed to update user',
  },
} as const;
