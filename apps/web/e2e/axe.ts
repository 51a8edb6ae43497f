import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The current axe-core (the root's devDependency), not the older one @axe-core/playwright pins for
 * itself: a newer axe finds what the older one missed (4.14 reads no text in parentheses as part of
 * a name, issue 38).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the bar the ADA Title II rule and our ACR name. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type Finding = {
  where: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
};

/**
 * Runs axe on what the page shows now (or a part of it) and returns one finding per failing element, named by the
 * screen it was found on, so one run of a walk lists every violation rather than the first.
 */
export async function findViolations(
  page: Page,
  where: string,
  /** Only this part of the page (a dialog, the screen's main): the rest was checked already. */
  scope?: string,
): Promise<Finding[]> {
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE });
  if (scope) builder.include(scope);
  const results = await builder
    // WCAG 2.5.3 Label in Name: axe still calls this rule experimental and leaves it out of the
    // tags, but the header's user menu failed it (issue 23). Before withTags, which it would undo.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      target: node.target.join(' '),
      summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** A readable list of findings for a failing test's message. */
export const describeFindings = (findings: Finding[]) =>
  findings
    .map((f) => `- [${f.where}] ${f.rule} (${f.impact}) at ${f.target}: ${f.summary}`)
    .join('\n');
