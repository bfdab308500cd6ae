// @vitest-environment node
/**
 * Both languages carry every text: a source scan of web/src finds each `i18n('component', { ... })` declaration (the
 * English texts), and the Hindi dictionary must have exactly the same components and keys, with the same
 * placeholders ({points}) and plural forms. The scan also checks that every `t.key` a screen reads from
 * `useMessages(...)` is declared in English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import hi from '../../web/src/i18n/hi/index.ts';

const SRC = join(import.meta.dirname, '../../web/src');

type Text = string | Record<string, string>;
interface Declared {
  file: string;
  texts: Map<string, Text>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path.endsWith(join('i18n', 'hi')) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|gen)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function literal(node: ts.Node): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
}

/** A message's English text: 'text', params('text {x}') or count({ one: '...', other: '...' }). */
function messageText(node: ts.Expression, where: string): Text {
  const plain = literal(node);
  if (plain !== undefined) return plain;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const [arg] = node.arguments;
    if (node.expression.text === 'params' && arg) {
      const text = literal(arg);
      if (text !== undefined) return text;
    }
    if (node.expression.text === 'count' && arg && ts.isObjectLiteralExpression(arg)) {
      const forms: Record<string, string> = {};
      for (const form of arg.properties) {
        const value = ts.isPropertyAssignment(form) ? literal(form.initializer) : undefined;
        if (value === undefined || !form.name || !ts.isIdentifier(form.name)) throw new Error(`${where}: plural forms must be literal texts`);
        forms[form.name.text] = value;
      }
      return forms;
    }
  }
  throw new Error(`${where}: a message must be a literal text, params('...') or count({...})`);
}

const declared = new Map<string, Declared>();
/** Per file: the identifiers holding texts read with useMessages, and the component whose keys they hold. */
const reads: Array<{ file: string; store: string; key: string; line: number }> = [];
/** Message store variables: per file (`messages` is a common local name), and app-wide for stores imported by name. */
const localStores = new Map<string, Map<string, string>>();
const storesByName = new Map<string, string[]>();

for (const path of sourceFiles(SRC)) {
  const file = relative(SRC, path);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const readers = new Map<string, string>(); // t -> message store variable
  const stores = new Map<string, string>();
  localStores.set(file, stores);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'i18n' && node.arguments.length === 2) {
      const [nameArg, body] = node.arguments;
      const name = nameArg && literal(nameArg);
      if (!name || !body || !ts.isObjectLiteralExpression(body)) throw new Error(`${file}: i18n() takes a literal name and an object of texts`);
      if (declared.has(name)) throw new Error(`component '${name}' is declared in both ${declared.get(name)!.file} and ${file}`);
      const texts = new Map<string, Text>();
      for (const property of body.properties) {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          throw new Error(`${file} (${name}): every text is a plain key: value`);
        }
        texts.set(property.name.text, messageText(property.initializer, `${file} (${name}.${property.name.text})`));
      }
      declared.set(name, { file, texts });
      if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) {
        const variable = node.parent.name.text;
        stores.set(variable, name);
        storesByName.set(variable, [...(storesByName.get(variable) ?? []), name]);
      }
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'useMessages'
    ) {
      const [store] = node.initializer.arguments;
      if (store && ts.isIdentifier(store)) readers.set(node.name.text, store.text);
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && readers.has(node.expression.text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      reads.push({ file, store: readers.get(node.expression.text)!, key: node.name.text, line });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('texts in English and Hindi', () => {
  it('finds the declared texts of the app', () => {
    expect(declared.size).toBeGreaterThan(3);
    expect([...declared.keys()]).toEqual(expect.arrayContaining(['nav', 'home']));
  });

  it('has every English component and key in Hindi, and nothing Hindi that English lacks', () => {
    const problems: string[] = [];
    for (const [name, { file, texts }] of declared) {
      const translated = hi[name];
      if (!translated) {
        problems.push(`hi lacks component '${name}' (${file})`);
        continue;
      }
      for (const key of texts.keys()) if (!(key in translated)) problems.push(`hi lacks ${name}.${key} (${file})`);
      for (const key of Object.keys(translated)) if (!texts.has(key)) problems.push(`hi has ${name}.${key}, which English lacks (${file})`);
    }
    for (const name of Object.keys(hi)) if (!declared.has(name)) problems.push(`hi has component '${name}', which English lacks`);
    expect(problems).toEqual([]);
  });

  it('keeps the placeholders and plural forms of each text', () => {
    const problems: string[] = [];
    const hindiForms = new Intl.PluralRules('hi').resolvedOptions().pluralCategories;
    for (const [name, { texts }] of declared) {
      for (const [key, english] of texts) {
        const hindi = hi[name]?.[key];
        if (hindi === undefined) continue;
        const where = `${name}.${key}`;
        if (typeof english === 'string') {
          if (typeof hindi !== 'string' || !hindi.trim()) problems.push(`${where}: Hindi must be a non-empty text`);
          else if (placeholders(hindi).join() !== placeholders(english).join()) problems.push(`${where}: placeholders differ`);
        } else {
          if (typeof hindi !== 'object') {
            problems.push(`${where}: Hindi must give plural forms`);
            continue;
          }
          for (const form of hindiForms) if (typeof hindi[form] !== 'string') problems.push(`${where}: Hindi lacks the '${form}' form`);
          for (const [form, text] of Object.entries(hindi)) {
            if (typeof text !== 'string' || placeholders(text).join() !== placeholders(english.other ?? '').join()) {
              problems.push(`${where}.${form}: placeholders differ`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads only keys that English declares (every t.key in web/src)', () => {
    const problems = reads.flatMap(({ file, store, key, line }) => {
      const imported = storesByName.get(store);
      const component = localStores.get(file)?.get(store) ?? (imported?.length === 1 ? imported[0] : undefined);
      if (!component) return [`${file}:${line}: useMessages(${store}) is not a store made by i18n() (or its name is not unique)`];
      return declared.get(component)!.texts.has(key) ? [] : [`${file}:${line}: ${component}.${key} is not declared`];
    });
    expect(reads.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
