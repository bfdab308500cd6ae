/**
 * Writes every generated file from its source: the SDK types from openapi.yaml, the web app's route tree from
 * web/src/routes (by `tsr generate`, run on a scratch copy so that a check never touches the working tree), and Chakra UI's
 * global style sheet from the theme (scripts/chakra-css.ts).
 * `--check` writes nothing and exits 1 when a committed file differs from what would be generated.
 * `--root DIR` compares or writes under DIR instead of the repository (the drift test uses it).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { chakraCss } from './chakra-css.ts';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? `${process.argv[rootArg + 1]}/` : fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

async function sdkTypes(): Promise<string> {
  const ast = await openapiTS(new URL('../openapi.yaml', import.meta.url), {
    defaultNonNullable: false,
    alphabetize: false,
    // A file field of a multipart form (a receipt, the QR image) is the file itself: a Blob (a browser's File is one).
    transform: (schema) =>
      (schema as { contentMediaType?: string }).contentMediaType === 'application/octet-stream' ? ts.factory.createTypeReferenceNode('Blob') : undefined,
  });
  return `// Generated from openapi.yaml by \`npm run generate\`. Do not edit.\n${astToString(ast)}`;
}

async function routeTree(): Promise<string> {
  const web = fileURLToPath(new URL('../web/', import.meta.url));
  const tsr = fileURLToPath(new URL('../node_modules/.bin/tsr', import.meta.url));
  const scratch = mkdtempSync(join(tmpdir(), 'route-tree-'));
  try {
    cpSync(join(web, 'tsr.config.json'), join(scratch, 'tsr.config.json'));
    cpSync(join(web, 'src/routes'), join(scratch, 'src/routes'), { recursive: true });
    const run = spawnSync(tsr, ['generate'], { cwd: scratch, encoding: 'utf8', env: { ...process.env, TSR_TMP_DIR: join(scratch, '.tmp') } });
    if (run.status !== 0) throw new Error(`tsr generate failed:\n${run.stdout}${run.stderr}`);
    return readFileSync(join(scratch, 'src/routeTree.gen.ts'), 'utf8');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const outputs: Array<[string, () => Promise<string>]> = [
  ['sdk/schema.d.ts', sdkTypes],
  ['web/src/routeTree.gen.ts', routeTree],
  ['web/src/theme/chakra.gen.css', chakraCss],
];

let drift = 0;
for (const [file, make] of outputs) {
  const want = await make();
  const path = `${root}${file}`;
  let have = '';
  try {
    have = readFileSync(path, 'utf8');
  } catch {
    have = '';
  }
  if (check) {
    if (have !== want) {
      drift += 1;
      console.error(`${file} is out of date with its source: run npm run generate and commit the result.`);
    }
  } else if (have !== want) {
    writeFileSync(path, want);
    console.log(`wrote ${file}`);
  }
}
if (check && drift === 0) console.log('generated files are up to date');
process.exit(drift === 0 ? 0 : 1);
