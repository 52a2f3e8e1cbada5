// HTML_CodeSniffer (the engine pa11y runs) in the test's page: the WCAG 2 AA errors it reports, as
// "code: message → element". Loaded through page.evaluate, so the page's own
// Content-Security-Policy stays as it is.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const HTMLCS_SOURCE = fs.readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');

export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const sniffer = (window as unknown as { HTMLCS: { process: (standard: string, root: Document, done: () => void) => void; getMessages: () => Message[] } }).HTMLCS;
        sniffer.process('WCAG2AA', document, () => {
          const where = (el: Element) => (el.outerHTML ?? '').slice(0, 120);
          // Type 1 is an error; 2 and 3 are warnings and notices for a person to review.
          resolve(sniffer.getMessages().filter((m) => m.type === 1).map((m) => `${m.code}: ${m.msg} → ${where(m.element)}`));
        });
      }),
  );
}
