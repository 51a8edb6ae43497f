import { type IdCardTemplate } from './schemas.js';

/**
 * One look per template, shared by the browser preview and the PDF: the header (a coloured band,
 * a side bar, thin rules or a diagonal), the frame, the photo's shape, a footer band and the type
 * face. No two templates share all of them, so each stays apart in greyscale too.
 */
export type IdCardTheme = {
  header: 'band' | 'sidebar' | 'rules' | 'diagonal';
  frame: 'none' | 'single' | 'double';
  photoShape: 'square' | 'rounded' | 'circle';
  hasFooterBand: boolean;
  font: 'sans' | 'serif';
  /** Header / bar colour. */
  primary: string;
  /** Second shade (stripes, rules, frame). */
  secondary: string;
  /** Text on the primary colour. */
  onPrimary: string;
  /** The card's body background. */
  background: string;
  /** Body text. */
  text: string;
  /** Labels and small print. */
  muted: string;
};
const sans = { font: 'sans', text: '#0f172a', muted: '#475569' } as const;
const serif = { font: 'serif', text: '#1c1917', muted: '#57534e' } as const;
export const ID_CARD_THEMES: Record<IdCardTemplate, IdCardTheme> = {
  'professional-blue': {
    ...sans,
    header: 'band',
    frame: 'none',
    photoShape: 'rounded',
    hasFooterBand: false,
    primary: '#1e3a8a',
    secondary: '#3b82f6',
    onPrimary: '#ffffff',
    background: '#ffffff',
  },
  'professional-green': {
    ...sans,
    header: 'sidebar',
    frame: 'none',
    photoShape: 'square',
    hasFooterBand: false,
    primary: '#14532d',
    secondary: '#22c55e',
    onPrimary: '#ffffff',
    background: '#ffffff',
  },
  'professional-purple': {
    ...sans,
    header: 'band',
    frame: 'none',
    photoShape: 'circle',
    hasFooterBand: true,
    primary: '#4c1d95',
    secondary: '#a78bfa',
    onPrimary: '#ffffff',
    background: '#faf5ff',
  },
  'classic-gray': {
    ...serif,
    header: 'rules',
    frame: 'single',
    photoShape: 'square',
    hasFooterBand: false,
    primary: '#374151',
    secondary: '#9ca3af',
    onPrimary: '#ffffff',
    background: '#f3f4f6',
  },
  'classic-white': {
    ...serif,
    header: 'rules',
    frame: 'double',
    photoShape: 'square',
    hasFooterBand: false,
    primary: '#111827',
    secondary: '#6b7280',
    onPrimary: '#ffffff',
    background: '#ffffff',
  },
  'modern-red': {
    ...sans,
    header: 'diagonal',
    frame: 'none',
    photoShape: 'rounded',
    hasFooterBand: true,
    primary: '#991b1b',
    secondary: '#f87171',
    onPrimary: '#ffffff',
    background: '#ffffff',
  },
  'elegant-gold': {
    ...serif,
    header: 'band',
    frame: 'double',
    photoShape: 'circle',
    hasFooterBand: false,
    primary: '#1c1917',
    secondary: '#b8860b',
    onPrimary: '#fde68a',
    background: '#fffbeb',
  },
};
