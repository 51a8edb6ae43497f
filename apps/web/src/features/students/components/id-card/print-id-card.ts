import { printCard } from '@/lib/print-card';
import { CARD_HEIGHT_PX, CARD_WIDTH_PX } from './id-card-styles';

/** Prints the student list's card at credit-card size (ID-1): 3.375 × 2.125 in, no margin. */
export const printIdCard = (card: HTMLElement, title: string) =>
  printCard(card, title, {
    cardWidthPx: CARD_WIDTH_PX,
    cardHeightPx: CARD_HEIGHT_PX,
    width: 3.375,
    height: 2.125,
    margin: 0,
    unit: 'in',
  });
