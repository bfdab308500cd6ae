/**
 * Writes every generated file from its source: the SDK types from openapi.yaml.
 * `--check` writes nothing and exits 1 when a committed file differs from what would be generated.
 * `--root DIR` compares or writes under DIR instead of the repository (the drift test uses it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? `${process.argv[rootArg + 1]}/` : fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');

async function sdkTypes(): Promise<string> {
  const ast = await openapiTS(new URL('../openapi.yaml', import.meta.url), {
    defaultNonNullable: false,
    alphabetize: false,
  });
  return `// Generated from openapi.yaml by \`npm run generate\`. Do not edit.\n${astToString(ast)}`;
}

const outputs: Array<[string, () => Promise<string>]> = [['sdk/schema.d.ts', sdkTypes]];

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
