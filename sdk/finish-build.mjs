// After tsc: ship the generated schema types and point declaration imports at the emitted .js/.d.ts files, so
// consumers resolve them under node16/nodenext and bundler resolution alike.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

copyFileSync('schema.d.ts', 'dist/schema.d.ts');
for (const name of readdirSync('dist').filter((f) => f.endsWith('.d.ts'))) {
  const path = `dist/${name}`;
  const text = readFileSync(path, 'utf8').replace(/from '(\.\/[\w-]+?)(\.d)?\.ts'/g, "from '$1.js'");
  writeFileSync(path, text);
}
