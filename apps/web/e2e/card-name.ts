import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** The spec's longest name: four parts, as long as a card must carry whole. */
export const LONGEST_NAME = {
  firstName: 'Bartholomew-Alexander',
  lastName: 'Montgomery-Fitzgerald Li',
};

/**
 * Fails unless the card shows the student's whole name, as the printed card does: its lines
 * (`data-card-name`) spell the name, none is cut ("…" or hidden overflow), and no line's text
 * touches another text of the card.
 */
export async function expectWholeName(card: Locator, name: string) {
  const problems = await card.evaluate((element, fullName) => {
    const block = element.querySelector<HTMLElement>('[data-card-name]');
    if (!block) return ['no name on the card'];
    const lines = [...block.children].filter((line) => line instanceof HTMLElement);
    const found: string[] = [];
    const spelled = lines.map((line) => line.innerText).join(' ');
    if (spelled.replace(/\s+/g, '') !== fullName.replace(/\s+/g, '')) {
      found.push(`the name reads "${spelled}"`);
    }
    /** Where a text's glyphs are (its element may be wider than its words). */
    const textBox = (node: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    const others = [...element.querySelectorAll<HTMLElement>('*')].filter(
      (other) =>
        !block.contains(other) &&
        !other.contains(block) &&
        other.children.length === 0 &&
        (other.innerText ?? '').trim() !== '',
    );
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5;
    for (const line of lines) {
      if (line.innerText.includes('…') || line.scrollWidth > line.clientWidth + 1) {
        found.push(`cut: ${line.innerText}`);
      }
      const box = textBox(line);
      for (const other of others) {
        if (overlaps(box, textBox(other)))
          found.push(`"${line.innerText}" overlaps "${other.innerText}"`);
      }
    }
    return found;
  }, name);
  expect(problems).toEqual([]);
}
