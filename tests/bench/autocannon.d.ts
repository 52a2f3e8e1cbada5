// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
  export type Result = { requests: Histogram; latency: Histogram; throughput: Histogram; non2xx: number; errors: number };
  export type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: Request, context: Record<string, unknown>) => Request };
  export type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string>; requests?: Request[] };
  export default function autocannon(options: Options): Promise<Result>;
}
