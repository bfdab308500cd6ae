// @vitest-environment node
/** The committed route tree matches web/src/routes (tsr generate), and the check notices a stale one. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const generate = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('generated route tree', () => {
  it('web/src/routeTree.gen.ts is up to date with web/src/routes', () => {
    const result = generate('--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the check fails on a stale route tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-tree-'));
    try {
      mkdirSync(join(dir, 'web/src'), { recursive: true });
      writeFileSync(join(dir, 'web/src/routeTree.gen.ts'), '// stale\n');
      const result = generate('--check', '--root', dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('web/src/routeTree.gen.ts is out of date');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
