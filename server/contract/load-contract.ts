/** Reads openapi.yaml and turns each operation into what the server needs to register and check it. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type Access = 'public' | 'optional' | 'player' | 'operator';
export type JsonSchema = Record<string, unknown>;

export interface ContractOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path, e.g. `/receipts/{request_id}`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/receipts/:request_id`. */
  routePath: string;
  access: Access;
  bodyContentType: string | undefined;
  body: JsonSchema | undefined;
  /** An operation whose form is multipart may also take a JSON body (e.g. a fund request without its image). */
  jsonBody: JsonSchema | undefined;
  query: JsonSchema | undefined;
  params: JsonSchema | undefined;
  headers: JsonSchema | undefined;
  /** Response body schemas by status ('200', '422', 'default' ...) for JSON responses. */
  responses: Record<string, JsonSchema | undefined>;
  /** Example request bodies by name. */
  requestExamples: Record<string, unknown>;
}

export interface Contract {
  document: JsonSchema;
  operations: ContractOperation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function loadContract(file = new URL('../../openapi.yaml', import.meta.url)): Contract {
  const document = parse(readFileSync(file, 'utf8')) as JsonSchema;
  const resolve = makeResolver(document);
  const paths = (document.paths ?? {}) as Record<string, Record<string, JsonSchema>>;
  const defaultSecurity = (document.security ?? []) as Array<Record<string, string[]>>;
  const operations: ContractOperation[] = [];

  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const op = resolve(raw) as JsonSchema;
      const security = (op.security ?? defaultSecurity) as Array<Record<string, string[]>>;
      const parameters = (op.parameters ?? []) as Array<{ name: string; in: string; required?: boolean; schema: JsonSchema }>;
      const content = ((op.requestBody as JsonSchema | undefined)?.content ?? {}) as Record<string, JsonSchema>;
      const [bodyContentType, media] = Object.entries(content)[0] ?? [undefined, undefined];
      const responses: Record<string, JsonSchema | undefined> = {};
      for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, JsonSchema>)) {
        const json = (response.content as Record<string, JsonSchema> | undefined)?.['application/json'];
        responses[status] = json?.schema as JsonSchema | undefined;
      }
      const examples: Record<string, unknown> = {};
      for (const [name, example] of Object.entries((media?.examples ?? {}) as Record<string, { value: unknown }>)) {
        examples[name] = example.value;
      }
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as ContractOperation['method'],
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        access: accessOf(security),
        bodyContentType,
        body: media?.schema as JsonSchema | undefined,
        jsonBody: bodyContentType !== 'application/json' ? (content['application/json']?.schema as JsonSchema | undefined) : undefined,
        query: objectOf(
          parameters.filter((p) => p.in === 'query'),
          false,
        ),
        params: objectOf(
          parameters.filter((p) => p.in === 'path'),
          false,
        ),
        headers: objectOf(
          parameters.filter((p) => p.in === 'header'),
          true,
        ),
        responses,
        requestExamples: examples,
      });
    }
  }
  return { document, operations };
}

/** The fields of a list operation's rows (its 200 reply's `items` or `rows`), in the contract's order. */
export function rowFieldsOf(op: ContractOperation): string[] {
  const schema = op.responses['200'];
  // A page may be put together from parts (`allOf`: the paging fields, then the rows).
  const parts = [schema, ...((schema?.allOf as JsonSchema[] | undefined) ?? [])];
  const reply = Object.assign({}, ...parts.map((part) => part?.properties ?? {})) as Record<string, JsonSchema>;
  const list = reply.items ?? reply.rows;
  const row = list?.items as JsonSchema | undefined;
  return Object.keys((row?.properties as JsonSchema | undefined) ?? {});
}

function accessOf(security: Array<Record<string, string[]>>): Access {
  if (security.length === 0) return 'public';
  if (security.some((s) => Object.keys(s).length === 0)) return 'optional';
  if (security.some((s) => Object.values(s).some((roles) => roles.includes('operator')))) return 'operator';
  return 'player';
}

/** Parameters as one object schema; header names are matched lower-cased, other headers pass. */
function objectOf(params: Array<{ name: string; required?: boolean; schema: JsonSchema }>, headers: boolean): JsonSchema | undefined {
  if (params.length === 0) return undefined;
  const name = (p: { name: string }) => (headers ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [name(p), p.schema])),
    required: params.filter((p) => p.required).map(name),
    additionalProperties: headers,
  };
}

/** Replaces local `$ref`s with the objects they point at (the contract has no cycles). */
function makeResolver(document: JsonSchema) {
  const lookup = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    return ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  };
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (node === null || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string') return resolve(lookup(obj.$ref));
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolve(v)]));
  };
  return resolve;
}
