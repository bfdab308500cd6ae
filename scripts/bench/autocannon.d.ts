// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
    onResponse?: (status: number, body: string) => void;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    requests?: Request[];
  }
  interface Result {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number; max: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
