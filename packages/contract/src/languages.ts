/**
 * The languages Rollcall speaks (issue 13): a user's, a guardian's and the school's default.
 * Dates are written the way each language's readers write them, always in the school's zone.
 */
export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in English (the language menu shows each in its own: `LANGUAGE_NAMES`). */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
};

/** Each language's name as its readers write it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

/** The locale `Intl` formats with for each language. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
};

/**
 * One `Intl` formatter per language, made on first use: making one costs about as much as a
 * hundred uses (a batch of 1,500 letters spent 0.8 s making date and number formats on the event
 * loop, which every gate scan waits behind).
 */
export function perLanguage<T>(make: (locale: string) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let formatter = made.get(language);
    if (formatter === undefined) {
      formatter = make(LANGUAGE_LOCALES[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * A school date (yyyy-mm-dd) written out in full: "Monday, October 12, 2026", "lunes, 12 de
 * octubre de 2026", "lundi 12 octobre 2026". The date is a calendar day, so it is formatted at
 * noon UTC in UTC: no zone can move it to the day before or after.
 */
export const longSchoolDate = (date: string, language: Language) =>
  longDateFormat(language).format(new Date(`${date}T12:00:00Z`));

const longDateFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A language as people type it in a spreadsheet: its code, or its name in English or in itself
 * ("es", "Spanish", "español"), any case; anything else is returned as typed, for the form's rules
 * to refuse with their message.
 */
export function languageFromText(text: string): string {
  const typed = text.trim().toLowerCase();
  const match = LANGUAGES.find(
    (language) =>
      language === typed ||
      LANGUAGE_LABELS[language].toLowerCase() === typed ||
      LANGUAGE_NAMES[language].toLowerCase() === typed,
  );
  return match ?? text.trim();
}
