/**
 * The absence message templates an admin edits in System Settings: the placeholders they may use,
 * the texts a new school starts with, and the one way a template is filled (the server's messages
 * and the screen's preview both call `fillTemplate`).
 */
import type { Language } from './languages.js';

export const TEMPLATE_PLACEHOLDERS = ['studentName', 'schoolName', 'date', 'guardianName'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export type TemplateValues = Record<TemplatePlaceholder, string>;

export const TEMPLATE_KEYS = ['emailSubject', 'emailBody', 'smsText'] as const;
export type MessageTemplates = Record<(typeof TEMPLATE_KEYS)[number], string>;

/** The school's own texts for each language; null: Rollcall's text in that language. */
export type SchoolTemplates = Record<Language, MessageTemplates | null>;

/**
 * Rollcall's own absence texts in each language, written as a school office writes to families
 * (issue 13). The SMS texts keep to the GSM-7 alphabet (no á, í, ó, ú, ê, ç, nor the French
 * typographic apostrophe and narrow space before a colon), so that with usual names they fit one
 * part. They are short enough to stay within two parts even in UCS-2 (70 characters a part),
 * which one accented letter in a name (Sofía) or a date (sábado, août) brings: a test fills them
 * with such a name on every day of a year, in every language.
 */
export const BUILT_IN_TEMPLATES: Record<Language, MessageTemplates> = {
  en: {
    emailSubject: '{studentName} was not checked in at {schoolName} on {date}',
    emailBody: [
      'Dear {guardianName},',
      '',
      '{studentName} has not checked in at {schoolName} today, {date}.',
      'If you know the reason, no action is needed. Otherwise, please contact the school.',
      '',
      '{schoolName}',
    ].join('\n'),
    smsText:
      '{schoolName}: {studentName} has not checked in today, {date}. If unexpected, please call the school.',
  },
  es: {
    emailSubject: '{studentName} no registró su llegada a {schoolName} el {date}',
    emailBody: [
      'Estimado/a {guardianName}:',
      '',
      'Hoy, {date}, {studentName} no ha registrado su llegada a {schoolName}.',
      'Si ya conoce el motivo, no tiene que hacer nada. De lo contrario, le rogamos que se comunique con la escuela.',
      '',
      'Atentamente,',
      '{schoolName}',
    ].join('\n'),
    smsText:
      '{schoolName}: {studentName} no ha llegado hoy, {date}. Si no lo esperaba, llame a la escuela.',
  },
  fr: {
    emailSubject: "{studentName} n'a pas été enregistré(e) à son arrivée à {schoolName} le {date}",
    emailBody: [
      'Bonjour {guardianName},',
      '',
      "{studentName} n'a pas été enregistré(e) à son arrivée à {schoolName} aujourd'hui, {date}.",
      "Si vous en connaissez la raison, vous n'avez rien à faire. Sinon, merci de contacter l'établissement.",
      '',
      'Cordialement,',
      '{schoolName}',
    ].join('\n'),
    smsText:
      "{schoolName} : {studentName} n'est pas arrivé(e) ce {date}. Si c'est inattendu, appelez l'établissement.",
  },
};

/** A new school writes no texts of its own: every language gets Rollcall's. */
export const NO_SCHOOL_TEMPLATES: SchoolTemplates = { en: null, es: null, fr: null };

/** The texts a guardian reading `language` gets: the school's for it, else Rollcall's. */
export const templatesIn = (school: SchoolTemplates, language: Language): MessageTemplates =>
  school[language] ?? BUILT_IN_TEMPLATES[language];

/** Whether these are Rollcall's very texts in `language` (then they are kept as not the school's). */
export const isBuiltIn = (templates: MessageTemplates, language: Language) =>
  TEMPLATE_KEYS.every((key) => templates[key] === BUILT_IN_TEMPLATES[language][key]);

/** What the preview fills the templates with. */
export const SAMPLE_TEMPLATE_VALUES: TemplateValues = {
  studentName: 'Maya Johnson',
  schoolName: 'Lincoln High School',
  date: 'Monday, September 14, 2026',
  guardianName: 'Dana Johnson',
};

/**
 * A name with letters outside GSM-7, as many Spanish and French names have: one of them makes an
 * SMS UCS-2, 70 characters a part instead of 160. The preview counts the parts with it too.
 */
export const ACCENTED_SAMPLE_NAME = 'Sofía Martínez';

const PLACEHOLDER_PATTERN = /\{([^{}\s]*)\}/g;

/**
 * The two rules of templates whose placeholders are `names` (`{studentName}`): which `{name}`s in
 * a text are not among them, and the filling, which leaves any other `{…}` as written. The
 * absence templates' here; guardian nudges and letters have their own names.
 */
export function placeholderRules<const Name extends string>(names: readonly Name[]) {
  const isKnown = (name: string): name is Name => (names as readonly string[]).includes(name);
  return {
    /** Every `{name}` in the text that is not one of the placeholders, in order, once each. */
    unknownIn: (template: string) => [
      ...new Set(
        [...template.matchAll(PLACEHOLDER_PATTERN)]
          .map((match) => match[1] ?? '')
          .filter((name) => !isKnown(name))
          .map((name) => `{${name}}`),
      ),
    ],
    fill: (template: string, values: Record<Name, string>) =>
      template.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
        isKnown(name) ? values[name] : whole,
      ),
  };
}

const absenceRules = placeholderRules(TEMPLATE_PLACEHOLDERS);

/** Every `{name}` in the text that is not one of the placeholders, in order, once each. */
export const unknownPlaceholdersOf = absenceRules.unknownIn;

export const fillTemplate = absenceRules.fill;

/** GSM 03.38 basic set and its extension (each extension character takes two septets). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/**
 * How many SMS parts a text takes: 160 GSM-7 septets in one part (153 each when split), or 70
 * UCS-2 characters (67 each when split) as soon as one character is outside the GSM set.
 */
export function smsSegmentsOf(text: string) {
  const characters = [...text];
  const isGsm = characters.every((c) => GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c));
  const units = isGsm
    ? characters.reduce((sum, c) => sum + (GSM_EXTENSION.includes(c) ? 2 : 1), 0)
    : text.length;
  const [single, part] = isGsm ? [160, 153] : [70, 67];
  return {
    units,
    encoding: isGsm ? 'GSM-7' : 'UCS-2',
    segments: units <= single ? 1 : Math.ceil(units / part),
  };
}

/** Longer texts are still sent, but the form warns: most providers bill each part. */
export const SMS_SEGMENTS_WARNING_ABOVE = 2;
