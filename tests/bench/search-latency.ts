// Latency of GET /v1/courses?term=… as a client sees it (one request at a time over a kept-alive
// connection), over a fixed list of terms from broad (a category's word, matching thousands of
// courses) to narrow (a phrase), after a warm-up. Median and p99 in milliseconds.
import http from 'node:http';

/** Broad and narrow searches a visitor might type; several match a sixth of a generated catalogue. */
export const SEARCH_TERMS = [
  'sleep',
  'meditation',
  'stress',
  'yoga',
  'breathing',
  'meal planning',
  'deep work focus',
  '"body scan"',
  'anxiety relief',
  'habit',
  'conflict resolution',
  'gut health',
  'calm -work',
  'mobility for desk workers',
  'loving kindness',
  'insomnia',
];

export type Latency = { requests: number; medianMs: number; p99Ms: number; maxMs: number; perTermMedianMs: Record<string, number> };

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { accept: 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`${url} answered ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const round = (n: number) => Math.round(n * 10) / 10;

export async function measureSearch(baseUrl: string, rounds: number): Promise<Latency> {
  const url = (term: string) => `${baseUrl}/v1/courses?term=${encodeURIComponent(term)}`;
  for (const term of SEARCH_TERMS) await get(url(term));
  const all: number[] = [];
  const byTerm = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++) {
    for (const term of SEARCH_TERMS) {
      const ms = await get(url(term));
      all.push(ms);
      byTerm.set(term, [...(byTerm.get(term) ?? []), ms]);
    }
  }
  all.sort((a, b) => a - b);
  return {
    requests: all.length,
    medianMs: round(quantile(all, 0.5)),
    p99Ms: round(quantile(all, 0.99)),
    maxMs: round(all.at(-1)!),
    perTermMedianMs: Object.fromEntries([...byTerm].map(([term, list]) => [term, round(quantile(list.sort((a, b) => a - b), 0.5))])),
  };
}
