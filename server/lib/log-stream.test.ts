import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogStream, flushLogs } from './log-stream.ts';

describe('log stream', () => {
  it('has written every line it was given once flushLogs resolves (what a process about to exit waits for)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-stream-'));
    const file = join(dir, 'out.log');
    const fd = openSync(file, 'w');
    try {
      const stream = createLogStream(fd);
      for (let i = 0; i < 2000; i += 1) stream.write(`{"n":${i}}\n`);
      // The writes go one at a time on the thread pool: right away most are still waiting.
      expect(readFileSync(file, 'utf8').split('\n').length).toBeLessThan(2001);
      await flushLogs(10_000);
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(2000);
      expect(lines.at(-1)).toBe('{"n":1999}');
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
