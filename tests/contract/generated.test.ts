/** Generated files match their sources, and the check notices when they do not. */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const generate = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('generated files', () => {
  it('the committed SDK types match openapi.yaml', () => {
    const result = generate('--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the check fails on a stale copy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'generated-'));
    try {
      cpSync(join(root, 'sdk'), join(dir, 'sdk'), { recursive: true });
      writeFileSync(join(dir, 'sdk/schema.d.ts'), '// stale\n');
      const result = generate('--check', '--root', dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('sdk/schema.d.ts is out of date');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
