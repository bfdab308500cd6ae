/** A small closed-loop HTTP load generator over keep-alive loopback connections (benchmarks only). */
import http from 'node:http';

export interface LoadResult {
  sent: number;
  latenciesMs: number[];
  bodies: number;
  seconds: number;
}

export async function runLoad(opts: {
  port: number;
  path: string;
  concurrency: number;
  seconds: number;
  body: (i: number) => { payload: string; token: string };
  onReply: (status: number, body: string) => void;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  const latencies: number[] = [];
  let sent = 0;
  const deadline = Date.now() + opts.seconds * 1000;
  const started = Date.now();
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const { payload, token } = opts.body(i);
      const t0 = process.hrtime.bigint();
      const req = http.request(
        {
          host: '127.0.0.1',
          port: opts.port,
          path: opts.path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}` },
        },
        (res) => {
          let data = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (data += c));
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            opts.onReply(res.statusCode ?? 0, data);
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (Date.now() < deadline) {
        sent += 1;
        await one(sent);
      }
    }),
  );
  agent.destroy();
  return { sent, latenciesMs: latencies, bodies: latencies.length, seconds: (Date.now() - started) / 1000 };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
