// Server throughput with autocannon: requests per second and latency for a page, beside the same
// figures for a static file served by the same process in the same run.
import autocannon from 'autocannon';

export type Throughput = { requestsPerSec: number; latencyP50Ms: number; latencyP99Ms: number; non2xx: number; errors: number };

export async function measureThroughput(url: string, seconds: number, connections = 10): Promise<Throughput> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // What a browser sends: the server compresses the answer as it would for a visitor.
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/xhtml+xml' },
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
