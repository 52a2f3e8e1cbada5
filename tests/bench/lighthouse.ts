// Lighthouse (mobile, the default configuration: emulated phone, simulated slow 4G and 4x CPU) on
// Debian's Chromium with the same flags as the Playwright tests.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits that cost points, so a score below 100 says why. */
  failing: string[];
};

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/**
 * Runs `run` with an `audit(url, runs)` function. Lighthouse scores vary from run to run (more so on
 * a shared machine), so each page is audited `runs` times and the run with the median performance
 * score is reported, as Lighthouse's own documentation recommends.
 */
export async function withLighthouse<T>(run: (audit: (url: string, runs?: number) => Promise<LighthouseScores>) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const once = async (url: string): Promise<LighthouseScores> => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const num = (id: string) => Math.round(Number(audits[id]?.numericValue ?? 0));
    const failing = Object.values(categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audits[r.id]!))
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => `${a.id} (${a.score})`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metrics: {
        fcpMs: num('first-contentful-paint'),
        lcpMs: num('largest-contentful-paint'),
        tbtMs: num('total-blocking-time'),
        cls: Math.round(Number(audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        speedIndexMs: num('speed-index'),
      },
      failing: [...new Set(failing)],
    };
  };
  try {
    return await run(async (url, runs = 1) => {
      const results: LighthouseScores[] = [];
      for (let i = 0; i < runs; i++) results.push(await once(url));
      results.sort((a, b) => a.performance - b.performance || b.metrics.tbtMs - a.metrics.tbtMs);
      return results[Math.floor(results.length / 2)]!;
    });
  } finally {
    chrome.kill();
  }
}
