/**
 * Students' names in every script a PDF must print (issue 24), for the round-trip tests of the
 * cards and the report files, and how to find them again in `pdftotext -layout`'s output.
 */
export const WORLD_NAMES = [
  { firstName: 'Zoë', lastName: 'Łukasiewicz-Nguyễn' },
  { firstName: 'Nguyễn', lastName: 'Thị Ánh' },
  { firstName: 'Иванова', lastName: 'Мария' },
  { firstName: '王', lastName: '美玲' },
  { firstName: 'محمد', lastName: 'العلي' },
  { firstName: 'דוד', lastName: 'כהן' },
  { firstName: 'Ó', lastName: 'Súilleabháin' },
  // A reph and a pre-base vowel sign: glyphs drawn in another order than the letters.
  { firstName: 'अर्जुन', lastName: 'शर्मा' },
  { firstName: 'Γιώργος', lastName: 'Παπαδόπουλος' },
  { firstName: '山田', lastName: 'はなこ' },
  { firstName: '김', lastName: '민준' },
] as const;

/** The name as a card or report prints it. */
export const fullNameOf = (name: { firstName: string; lastName: string }) =>
  `${name.firstName} ${name.lastName}`;

/**
 * Text read back from a PDF, made comparable with what was written: poppler wraps each
 * right-to-left stretch in embedding marks (U+202A–U+202E) after putting it back in reading
 * order, and writes letters precomposed or not as the PDF's text says; NFKC makes both one form.
 */
export const comparable = (text: string) =>
  text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '').normalize('NFKC');
