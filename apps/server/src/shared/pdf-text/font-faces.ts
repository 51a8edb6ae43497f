import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The Noto fonts every PDF draws with, from npm packages (SIL Open Font License 1.1, the licence
 * files stay in each package): nothing is read from the system or fetched at run time. One weight
 * per script besides bold; each file is read once per process, and pdfkit embeds only the glyphs a
 * document uses.
 */
export type FontWeight = 'regular' | 'bold';
/** The look of a document's Latin, Greek and Cyrillic text (a card template's serif or sans). */
export type FontStyle = 'sans' | 'serif';

/** What the text layer needs of a fontkit font (fontkit ships no types). */
export type FontFace = {
  readonly postscriptName: string;
  hasGlyphForCodePoint(codePoint: number): boolean;
};

type FaceFiles = Record<FontWeight, { pkg: string; file: string }>;

const embedpdf = (script: string, regular: string, bold: string): FaceFiles => ({
  regular: { pkg: `@embedpdf/fonts-${script}`, file: `fonts/${regular}` },
  bold: { pkg: `@embedpdf/fonts-${script}`, file: `fonts/${bold}` },
});
const expo = (family: string, name: string): FaceFiles => ({
  regular: { pkg: `@expo-google-fonts/${family}`, file: `400Regular/${name}_400Regular.ttf` },
  bold: { pkg: `@expo-google-fonts/${family}`, file: `700Bold/${name}_700Bold.ttf` },
});

/** Every face by the script it draws; the order of SCRIPTS is the fallback chain. */
const FACE_FILES = {
  sans: embedpdf('latin', 'NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'),
  serif: expo('noto-serif', 'NotoSerif'),
  arabic: embedpdf('arabic', 'NotoNaskhArabic-Regular.ttf', 'NotoNaskhArabic-Bold.ttf'),
  hebrew: embedpdf('hebrew', 'NotoSansHebrew-Regular.ttf', 'NotoSansHebrew-Bold.ttf'),
  devanagari: expo('noto-sans-devanagari', 'NotoSansDevanagari'),
  chinese: embedpdf('sc', 'NotoSansHans-Regular.otf', 'NotoSansHans-Bold.otf'),
  japanese: embedpdf('jp', 'NotoSansJP-Regular.otf', 'NotoSansJP-Bold.otf'),
  korean: embedpdf('kr', 'NotoSansKR-Regular.otf', 'NotoSansKR-Bold.otf'),
} as const;

export type Script = keyof typeof FACE_FILES;

const require = createRequire(import.meta.url);

/**
 * A file inside a package. The font packages export only their JavaScript entry, so the file is
 * found beside it, from the package's folder in the entry's path.
 */
function packageFile(pkg: string, file: string): string {
  const entry = require.resolve(pkg);
  const marker = `${path.sep}node_modules${path.sep}${pkg.split('/').join(path.sep)}${path.sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`Font package ${pkg} is not installed under node_modules`);
  return path.join(entry.slice(0, at + marker.length), file);
}

const fileBytes = new Map<string, Buffer>();
const opened = new Map<string, FontFace>();

function bytesOf(script: Script, weight: FontWeight): Buffer {
  const key = `${script}-${weight}`;
  let bytes = fileBytes.get(key);
  if (!bytes) {
    const { pkg, file } = FACE_FILES[script][weight];
    bytes = readFileSync(packageFile(pkg, file));
    fileBytes.set(key, bytes);
  }
  return bytes;
}

// fontkit.create returns a Font, or a collection for .ttc/.dfont files, which these are not.
const openFace = (script: Script, weight: FontWeight) =>
  fontkit.create(bytesOf(script, weight)) as FontFace;

/**
 * The face of a script in a weight, opened on first use and kept for the process: for what the
 * font covers (its character map), never for drawing, which takes `documentFaceOf`.
 */
export function faceOf(script: Script, weight: FontWeight): FontFace {
  const key = `${script}-${weight}`;
  let face = opened.get(key);
  if (!face) {
    face = openFace(script, weight);
    opened.set(key, face);
  }
  return face;
}

/**
 * A face of one document's own (the file is read once per process; fontkit reads its tables
 * lazily). fontkit keeps each glyph with the characters it was first made for, and a glyph first
 * made as a part of another (the period inside an ellipsis, when a finished document's subset is
 * written) has none: drawn from a face shared by documents, every later document's text layer
 * would leave that character out (a letter's periods gone when it is searched or read aloud).
 */
export const documentFaceOf = openFace;

/** The name a face is registered under in a document. */
export const faceName = (script: Script, weight: FontWeight) => `rollcall-${script}-${weight}`;
