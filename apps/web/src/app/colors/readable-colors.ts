import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { blend, darken, firstReadable } from './contrast';

/** WCAG 1.4.3 for normal-size text, with a little room for anti-aliasing. */
const TEXT_CONTRAST = 4.6;
const WHITE = '#ffffff';
/** The page's grey (AppShell.Main's gray.0) and the table hover/striped grey (gray.1). */
const PAGE = '#f8f9fa';
const ROW = '#f1f3f5';

/**
 * Light-scheme colour variables that keep Mantine's palette but choose, for each hue, the lightest
 * shade that text can be read in: the filled background under white text, and the "ink" of light,
 * subtle and outline variants and of `c="red"` text (on white, on the page grey and on the hue's
 * own 10 % tint). The tints, the palette swatches and the dark scheme stay as they were.
 */
function readableHue(theme: MantineTheme, name: string): Record<string, string> {
  const shades = theme.colors[name];
  if (!shades) return {};
  const fromDefault = shades.slice(6);
  const tint = shades[6] ?? WHITE;
  const tintOnPage = blend(tint, PAGE, 0.12);
  const filled = firstReadable(fromDefault, [WHITE], TEXT_CONTRAST);
  const ink = firstReadable(fromDefault, [WHITE, PAGE, ROW, tintOnPage], TEXT_CONTRAST);
  return {
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.12),
    [`--mantine-color-${name}-text`]: ink,
    [`--mantine-color-${name}-light-color`]: ink,
    [`--mantine-color-${name}-outline`]: ink,
  };
}

export const readableColors: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  for (const name of Object.keys(theme.colors)) Object.assign(light, readableHue(theme, name));
  // Helper texts, subtitles and table meta on white, on the page grey and on a striped row.
  const dimmed = firstReadable([theme.colors.gray[6]], [WHITE, PAGE, ROW], TEXT_CONTRAST);
  return {
    variables: {},
    light: {
      ...light,
      '--mantine-color-dimmed': dimmed,
      // A Select's or file picker's placeholder is text the user must read to know what to do.
      '--mantine-color-placeholder': dimmed,
      '--mantine-color-error': light['--mantine-color-red-text'] ?? theme.colors.red[8],
      '--mantine-color-anchor': light[`--mantine-color-${theme.primaryColor}-text`] ?? dimmed,
    },
    dark: {},
  };
};
