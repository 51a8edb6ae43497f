import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { settled } from './settled';

/**
 * The current axe-core (the root's devDependency): a newer axe finds what an older one missed
 * (4.14 reads no text in parentheses as part of a name, issue 38). Injected by us, once per
 * document, rather than by @axe-core/playwright, which injects it again for every check.
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
  // axe once per document: its 550 kB read again for every check was two thirds of axe's time in
  // a walk (62 s of 37 checks against 22 s).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A dialog's colours half faded in are not the ones it shows (the erase button measured 3.4:1
  // on a loaded machine, 2026-11-30's CI).
  await settled(page);
  const results = await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        include ? { include: [include] } : document,
        {
          runOnly: { type: 'tag', values: tags },
          // WCAG 2.5.3 Label in Name: axe still calls this rule experimental and leaves it out of
          // the tags, but the header's user menu failed it (issue 23).
          rules: { 'label-content-name-mismatch': { enabled: true } },
          resultTypes: ['violations'],
        },
      ),
    { include: scope, tags: WCAG_TAGS },
  );
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

/** Fails the test with a readable list when axe finds anything on what the page shows now. */
export async function expectNoViolations(page: Page, where: string, scope?: string) {
  const findings = await findViolations(page, where, scope);
  expect(findings, describeFindings(findings)).toEqual([]);
}
