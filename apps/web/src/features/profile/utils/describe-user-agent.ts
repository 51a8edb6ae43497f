const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** The words around the names, in the screens' language. */
export type DeviceTexts = {
  unknownDevice: string;
  unknownBrowser: string;
  browserOnSystem: (browser: string, system: string) => string;
};

/** "Chrome on Linux", or a plain fallback when the browser is unknown. */
export function describeUserAgent(userAgent: string | null, texts: DeviceTexts): string {
  if (!userAgent) return texts.unknownDevice;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return texts.browserOnSystem(browser, system);
  return browser ?? system ?? texts.unknownBrowser;
}
