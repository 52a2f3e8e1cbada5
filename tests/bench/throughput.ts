// Server throughput with autocannon: requests per second and latency for a page, beside the same
// figures for a static file served by the same process in the same run; and the share of one
// address's rate in another's, measured in alternating rounds (issue 29: a hashed asset ≥ 0.8 × `/`).
import autocannon from 'autocannon';

export type Throughput = { requestsPerSec: number; latencyP50Ms: number; latencyP99Ms: number; non2xx: number; errors: number };

/** What a browser sends: the server compresses the answer as it would for a visitor. */
export const BROWSER_HEADERS: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/xhtml+xml' };
/** Issue 29's measurements: brotli or gzip, as every current browser offers. */
export const BR_GZIP_HEADERS: Record<string, string> = { 'accept-encoding': 'br, gzip' };

export const ASSET_SHARE_OF_HOME_TARGET = 0.8;

export async function measureThroughput(url: string, seconds: number, connections = 10, headers: Record<string, string> = BROWSER_HEADERS): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export type Share = {
  numerator: string;
  denominator: string;
  /** One entry per round: both addresses measured back to back, so each ratio is of one moment. */
  rounds: Array<{ numerator: Throughput; denominator: Throughput; ratio: number }>;
  medianRatio: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * `numerator`'s rate over `denominator`'s, 10 connections, `Accept-Encoding: br, gzip`: in each round
 * both are warmed for a second and measured one after the other (the order alternates between rounds,
 * so neither always gets the machine first); the median of the rounds' ratios is the figure. The
 * machine is shared, so a ratio within a round says more than either rate.
 */
export async function measureShare(baseUrl: string, numerator: string, denominator: string, opts: { seconds: number; rounds: number }): Promise<Share> {
  const rounds: Share['rounds'] = [];
  for (let round = 0; round < opts.rounds; round += 1) {
    const order = round % 2 === 0 ? [denominator, numerator] : [numerator, denominator];
    const measured = new Map<string, Throughput>();
    for (const path of order) {
      await measureThroughput(baseUrl + path, 1, 10, BR_GZIP_HEADERS); // warm-up, not reported
      measured.set(path, await measureThroughput(baseUrl + path, opts.seconds, 10, BR_GZIP_HEADERS));
    }
    const n = measured.get(numerator)!;
    const d = measured.get(denominator)!;
    rounds.push({ numerator: n, denominator: d, ratio: Math.round((n.requestsPerSec / Math.max(1, d.requestsPerSec)) * 100) / 100 });
  }
  return { numerator, denominator, rounds, medianRatio: Math.round(median(rounds.map((r) => r.ratio)) * 100) / 100 };
}

/** A hashed script the page loads (`/_astro/…js`, the median by size): what a first visit fetches beside the page. */
export async function hashedScriptOf(pageUrl: string): Promise<string> {
  const html = await (await fetch(pageUrl)).text();
  const scripts = [...new Set([...html.matchAll(/["'](\/_astro\/[^"'?#]+\.js)["']/g)].map((m) => m[1]!))];
  if (!scripts.length) throw new Error(`${pageUrl} loads no /_astro/ script`);
  const sizes = await Promise.all(scripts.map(async (s) => ({ path: s, bytes: (await (await fetch(new URL(s, pageUrl))).arrayBuffer()).byteLength })));
  return sizes.sort((a, b) => a.bytes - b.bytes)[Math.floor(sizes.length / 2)]!.path;
}
