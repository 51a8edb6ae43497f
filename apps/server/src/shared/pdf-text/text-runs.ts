import bidiModule from 'bidi-js';
import { faceOf, type FontStyle, type FontWeight, type Script } from './font-faces.js';

// bidi-js is CommonJS with types written as an ES module: Node gives its module.exports (the
// factory) as the default import, which TypeScript (NodeNext) types as the module's namespace.
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** Drawn for a character no font has: visible, and never another character's glyph. */
export const REPLACEMENT = '\uFFFD';

/** One stretch of a line in one face, in the order it is drawn from left to right. */
export type TextRun = {
  script: Script;
  text: string;
  /**
   * fontkit shapes this run right to left (it reverses an Arabic or Hebrew run's glyphs itself),
   * so pdfkit must lay it out whole: it would otherwise lay out each word apart and put the
   * words in reading order from the left.
   */
  isShapedWhole: boolean;
  /** At an odd bidirectional level: read right to left. */
  isRtl: boolean;
};

/** Characters that take the face of their neighbours: spaces, punctuation, digits, marks. */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
/** Invisible characters (joiners, variation selectors, controls): dropped when no face has them. */
const IGNORABLE = /^[\p{Default_Ignorable_Code_Point}\p{Cc}]$/u;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const JOINER = /^[\u200c\u200d]$/u;
/** The letters whose runs fontkit shapes right to left. */
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * The faces tried for each character, in order. Han characters are shared by Chinese, Japanese
 * and Korean; kana make the text Japanese and Hangul Korean, so that face comes first and draws
 * its Han characters as that language writes them. Otherwise Simplified Chinese first.
 */
function chainFor(text: string, style: FontStyle): Script[] {
  const cjk: Script[] = HANGUL.test(text)
    ? ['korean', 'chinese', 'japanese']
    : KANA.test(text)
      ? ['japanese', 'chinese', 'korean']
      : ['chinese', 'japanese', 'korean'];
  // A serif document's odd Latin character the serif face lacks is better drawn in sans.
  const latin: Script[] = style === 'serif' ? ['serif', 'sans'] : ['sans'];
  return [...latin, 'arabic', 'hebrew', 'devanagari', ...cjk];
}

/** A character and its face; none for an invisible one (it still counts for the bidi levels). */
type Placed = { char: string; script: Script | undefined };

/**
 * Each character's face: a letter takes the first face in the chain that has it; a neutral one
 * the face of the character before it (so a combining accent stays on its letter's face), else
 * of the one after, else the chain's. `uncovered` hears each code point no face has.
 */
function placeCharacters(
  text: string,
  style: FontStyle,
  weight: FontWeight,
  uncovered: (codePoint: number) => void,
): Placed[] {
  const chain = chainFor(text, style);
  const has = (script: Script | undefined, char: string): script is Script =>
    script !== undefined && faceOf(script, weight).hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  const first = (char: string) => chain.find((script) => has(script, char));
  const placed: Placed[] = [...text].map((char) => ({
    char,
    script: NEUTRAL.test(char) ? undefined : first(char),
  }));
  // The face of the next letter after each character, found in one pass from the end.
  const following: (Script | undefined)[] = [];
  for (let index = placed.length - 1, next: Script | undefined; index >= 0; index -= 1) {
    following[index] = next;
    next = placed[index]?.script ?? next;
  }
  placed.forEach((entry, index) => {
    if (!NEUTRAL.test(entry.char)) return;
    const before = placed[index - 1]?.script;
    const after = following[index];
    entry.script = has(before, entry.char)
      ? before
      : has(after, entry.char)
        ? after
        : first(entry.char);
  });
  return placed.map((entry) => {
    // Joiners shape Arabic and Devanagari when a face has them; the rest (isolates, variation
    // selectors, controls) only steer the layout and are never drawn.
    if (IGNORABLE.test(entry.char) && !JOINER.test(entry.char))
      return { ...entry, script: undefined };
    if (entry.script || IGNORABLE.test(entry.char)) return entry;
    uncovered(entry.char.codePointAt(0) ?? 0);
    return { char: REPLACEMENT, script: style };
  });
}

const reversed = (text: string, isMirrored: boolean) =>
  [...text]
    .reverse()
    .map((char) => (isMirrored ? (bidi.getMirroredCharacter(char) ?? char) : char))
    .join('');

/**
 * A line of text as runs of one face and one direction, in drawing order from the left: the
 * Unicode bidirectional algorithm (bidi-js) gives each character its level, consecutive
 * characters of one face and level form a run, and the runs are reordered as the algorithm's
 * rule L2 says (from the highest level down to the lowest odd one, each sequence at or above it
 * is reversed). Inside a run fontkit shapes the text (Arabic joining, Devanagari conjuncts) and
 * reverses right-to-left scripts; a right-to-left run of other characters (brackets, spaces
 * between two Arabic words in another face) is reversed here, its brackets mirrored.
 */
export function textRuns(
  text: string,
  style: FontStyle,
  weight: FontWeight,
  uncovered: (codePoint: number) => void,
): TextRun[] {
  // Most of a report is ASCII (dates, times, numbers, codes): one run of the Latin face, whose
  // every character is left to right and which has them all.
  if (PRINTABLE_ASCII.test(text)) {
    return [{ script: style, text, isShapedWhole: false, isRtl: false }];
  }
  const placed = placeCharacters(text.normalize('NFC'), style, weight, uncovered);
  const shown = placed.map((entry) => entry.char).join('');
  // Every document is laid out left to right: a right-to-left name sits in it as in an LTR page.
  const { levels } = bidi.getEmbeddingLevels(shown, 'ltr');
  const runs: { script: Script; text: string; level: number }[] = [];
  let offset = 0;
  for (const { char, script } of placed) {
    const level = levels[offset] ?? 0;
    offset += char.length;
    if (!script) continue;
    const last = runs.at(-1);
    if (last && last.script === script && last.level === level) last.text += char;
    else runs.push({ script, text: char, level });
  }
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(highest + 1, ...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if ((runs[start]?.level ?? 0) < level) continue;
      let end = start;
      while (end + 1 < runs.length && (runs[end + 1]?.level ?? 0) >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map((run) => {
    const isRtl = run.level % 2 === 1;
    const fontkitReverses = RTL_LETTER.test(run.text);
    return {
      script: run.script,
      // Digits inside Arabic text are Arabic script to fontkit yet read left to right.
      text: fontkitReverses === isRtl ? run.text : reversed(run.text, isRtl),
      isShapedWhole: fontkitReverses,
      isRtl,
    };
  });
}
