import { ID_CARD_SIZE } from '@/components/id-card/id-card';
import { printCard } from '@/lib/print-card';

const { width, height } = ID_CARD_SIZE['student-list'];

/** Prints the student list's card at credit-card size (ID-1): 3.375 × 2.125 in, no margin. */
export const printIdCard = (card: HTMLElement, title: string) =>
  printCard(card, title, {
    cardWidthPx: width,
    cardHeightPx: height,
    width: 3.375,
    height: 2.125,
    margin: 0,
    unit: 'in',
  });
