type Person = { firstName?: string; lastName?: string };

/** The first letters of a person's first and last names, capitalised; "?" when both are empty. */
export const initialsOf = ({ firstName = '', lastName = '' }: Person) =>
  `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
