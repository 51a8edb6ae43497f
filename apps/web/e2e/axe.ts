import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
 * Runs axe on what the page shows now and returns one finding per failing element, named by the
 * screen it was found on, so one run of a walk lists every violation rather than the first.
 */
export async function findViolations(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
