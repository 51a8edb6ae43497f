import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { LANGUAGES, type Language } from '@rollcall/contract/languages';
import { acceptedLanguage } from '../shared/request-language.js';

/** What the web build wrote beside its manifest (apps/web/scripts/first-load-hints.mjs). */
const HINTS_FILE = path.join('.vite', 'first-load.json');

type FilesByLanguage = Record<Language, string[]>;
type FirstLoadHints = {
  screens: { paths: string[]; files: FilesByLanguage }[];
  other: FilesByLanguage;
};

type Encoding = 'br' | 'gzip' | 'identity';
/** One page as sent: its bytes in each encoding, and the tag a browser revalidates with. */
type Page = { tag: string; bodies: Record<Encoding, Buffer> };
export type PageReply = { etag: string; encoding: Encoding; body: Buffer };

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/** A preload link per file: a module the page will import, or a style sheet it will add. */
const preloadLink = (file: string) =>
  file.endsWith('.css')
    ? `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${file}">`
    : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`;

function pageOf(html: string, files: string[]): Page {
  const withHints = html.replace('</head>', `${files.map(preloadLink).join('')}</head>`);
  const identity = Buffer.from(withHints);
  return {
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    bodies: {
      br: brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
      identity,
    },
  };
}

/**
 * The web app's page for a client route, naming in `<link rel="modulepreload">` what its first
 * screen loads besides the entry (issue 28): the screen's chunks and its texts in the language the
 * browser asks for. The browser fetches them beside the entry script instead of after running it,
 * a round of requests less on a school's slow Wi-Fi. Another language chosen in the browser
 * (the menu, stored) loads its own texts as before; the hints only fetch early. Every variant is
 * made and compressed once, at start. Without the build's hints the page goes as built.
 */
export function firstLoadPages(webDistDir: string) {
  const html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const hintsFile = path.join(webDistDir, HINTS_FILE);
  const hints: FirstLoadHints | undefined = existsSync(hintsFile)
    ? (JSON.parse(readFileSync(hintsFile, 'utf8')) as FirstLoadHints)
    : undefined;
  const variants = (files: FilesByLanguage | undefined) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, pageOf(html, files?.[language] ?? [])]),
    ) as Record<Language, Page>;
  const byPath = new Map<string, Record<Language, Page>>();
  for (const screen of hints?.screens ?? []) {
    const pages = variants(screen.files);
    for (const screenPath of screen.paths) byPath.set(screenPath, pages);
  }
  const otherPages = variants(hints?.other);

  return (
    pathname: string,
    headers: { 'accept-language'?: string; 'accept-encoding'?: string },
  ): PageReply => {
    const language = acceptedLanguage(headers['accept-language']) ?? 'en';
    const page = (byPath.get(pathname) ?? otherPages)[language];
    const encoding = negotiate<Encoding>(headers['accept-encoding'] ?? '', ENCODINGS) ?? 'identity';
    // Each encoding is its own representation, with its own strong tag.
    return { etag: `"${page.tag}-${encoding}"`, encoding, body: page.bodies[encoding] };
  };
}
