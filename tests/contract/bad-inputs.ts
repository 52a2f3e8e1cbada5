// Invalid requests for one operation, derived from its declaration in /v1/openapi.json with fast-check:
// wrong types and out-of-range values for each declared field (from its schema), text with NUL bytes
// and lone surrogates, huge numbers and strings, deep nesting, malformed JSON, wrong content types, and
// bad path and query parameters. Each input carries tags naming what is wrong with it, so a finding
// says which class of input the server fails on.
import fc from 'fast-check';
import type { OpenApiDocument, Operation, Schema } from '../helpers/openapi.ts';

export type BadInput = {
  tags: string[];
  /** The request path with query, already encoded. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** What it is, for a failure message. */
  describe: string;
};

export type Baseline = { path: Record<string, string | number>; json?: unknown };

const MAX_INT4 = 2_147_483_647;
const NUL = '\u0000';
const LONE = '\ud800';

/** Follows a local $ref (and unwraps single allOf) so the generator sees the real schema. */
export function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 20 && typeof s.$ref === 'string'; i += 1) {
    const name = (s.$ref as string).replace('#/components/schemas/', '');
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

const typesOf = (s: Schema): string[] => {
  if (Array.isArray(s.type)) return s.type as string[];
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.enum)) return [...new Set((s.enum as unknown[]).map((v) => (v === null ? 'null' : typeof v)))];
  const alts = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (alts) return [...new Set(alts.flatMap((a) => typesOf(a)))];
  return [];
};

/** Text a person could not have meant: control and invalid characters, huge and odd strings. */
const nastyText = fc.oneof(
  fc.constant({ v: `a${NUL}b`, tag: 'nul' }),
  fc.constant({ v: NUL, tag: 'nul' }),
  fc.string().map((s) => ({ v: `${s}${NUL}`, tag: 'nul' })),
  fc.constant({ v: `x${LONE}`, tag: 'lone-surrogate' }),
  fc.constant({ v: '\udc00y', tag: 'lone-surrogate' }),
  fc.string().map((s) => ({ v: `${LONE}${s}`, tag: 'lone-surrogate' })),
  fc.integer({ min: 70_000, max: 300_000 }).map((n) => ({ v: 'w'.repeat(n), tag: 'huge-string' })),
  fc.constant({ v: '\u202e\u0007\u001b[31m', tag: 'control-chars' }),
  fc.constant({ v: '', tag: 'empty' }),
  fc.constant({ v: '   ', tag: 'blank' }),
);

const hugeNumber = fc.oneof(
  fc.constant({ v: MAX_INT4 + 1, tag: 'id-over-int4' }),
  fc.constant({ v: 2 ** 53 + 2, tag: 'huge-number' }),
  fc.constant({ v: 1e308, tag: 'huge-number' }),
  fc.constant({ v: -(2 ** 31) - 1, tag: 'huge-number' }),
  fc.integer({ min: MAX_INT4 + 1, max: Number.MAX_SAFE_INTEGER }).map((v) => ({ v, tag: 'id-over-int4' })),
);

const deepNesting = fc.integer({ min: 100, max: 1500 }).map((depth) => ({ v: nest(depth), tag: 'deep-nesting' }));
function nest(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i += 1) v = i % 2 ? [v] : { a: v };
  return v;
}

/** A value that breaks `schema`: the wrong type, out of its range, or nasty text where text goes. */
export function badValue(doc: OpenApiDocument, raw: Schema | undefined): fc.Arbitrary<{ v: unknown; tag: string }> {
  const s = resolve(doc, raw);
  const types = typesOf(s);
  const wrongType = fc.oneof(
    ...(!types.includes('string') ? [fc.string().map((v) => ({ v, tag: 'wrong-type' }))] : []),
    ...(!types.includes('number') && !types.includes('integer') ? [fc.integer().map((v) => ({ v, tag: 'wrong-type' }))] : []),
    ...(!types.includes('boolean') ? [fc.boolean().map((v) => ({ v, tag: 'wrong-type' }))] : []),
    ...(!types.includes('null') ? [fc.constant({ v: null, tag: 'wrong-type' })] : []),
    ...(!types.includes('array') ? [fc.constant({ v: [1, 'a'], tag: 'wrong-type' })] : []),
    ...(!types.includes('object') ? [fc.constant({ v: { a: 1 }, tag: 'wrong-type' })] : []),
  );
  const specific: Array<fc.Arbitrary<{ v: unknown; tag: string }>> = [wrongType, deepNesting];
  if (types.includes('string') || types.length === 0) specific.push(nastyText, nastyText);
  if (types.includes('integer') || types.includes('number')) {
    specific.push(hugeNumber, hugeNumber, fc.constantFrom({ v: 0.5, tag: 'fraction' }, { v: -1, tag: 'negative' }, { v: 0, tag: 'zero' }, { v: '1', tag: 'numeric-string' }));
  }
  if (types.includes('array')) {
    specific.push(
      fc.integer({ min: 20_000, max: 120_000 }).map((n) => ({ v: Array.from({ length: n }, (_, i) => i + 1), tag: 'huge-array' })),
      badValue(doc, s.items as Schema | undefined).map(({ v, tag }) => ({ v: [v], tag })),
    );
  }
  if (types.includes('object')) {
    specific.push(
      fc.integer({ min: 5_000, max: 50_000 }).map((n) => ({ v: Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), 'x'])), tag: 'huge-object' })),
      fc.constant({ v: { [`k${NUL}`]: 1, [`k${LONE}`]: 2 }, tag: 'nul' }),
    );
    const props = Object.entries((s.properties ?? {}) as Record<string, Schema>);
    if (props.length) {
      specific.push(
        fc.constantFrom(...props).chain(([name, p]) => badValue(doc, p).map(({ v, tag }) => ({ v: { [name]: v }, tag }))),
      );
    }
    if (s.additionalProperties && typeof s.additionalProperties === 'object') {
      specific.push(badValue(doc, s.additionalProperties as Schema).map(({ v, tag }) => ({ v: { '1': v }, tag })));
    }
  }
  if (Array.isArray(s.enum)) specific.push(fc.string().filter((x) => !(s.enum as unknown[]).includes(x)).map((v) => ({ v, tag: 'not-in-enum' })));
  return fc.oneof(...specific);
}

/** A path parameter no id or slug should be: odd numbers, encodings, traversal, huge. Already encoded. */
export const badPathValue = fc.oneof(
  fc.constantFrom(
    { v: '0', tag: 'zero' }, { v: '-1', tag: 'negative' }, { v: String(MAX_INT4 + 1), tag: 'id-over-int4' },
    { v: '99999999999999999999999', tag: 'huge-number' }, { v: '1.0', tag: 'loose-id' }, { v: '01', tag: 'loose-id' },
    { v: '1e0', tag: 'loose-id' }, { v: '0x1', tag: 'loose-id' }, { v: '%2B1', tag: 'loose-id' }, { v: '%201', tag: 'loose-id' },
    { v: '%00', tag: 'nul' }, { v: '1%00', tag: 'nul' }, { v: '%ED%A0%80', tag: 'lone-surrogate' }, { v: '%C3', tag: 'bad-utf8' },
    { v: '%ZZ', tag: 'bad-percent' }, { v: '..%2F..%2Fetc%2Fpasswd', tag: 'traversal' }, { v: '%2E%2E', tag: 'traversal' },
    { v: 'NaN', tag: 'wrong-type' }, { v: 'Infinity', tag: 'wrong-type' }, { v: 'true', tag: 'wrong-type' },
  ),
  fc.integer({ min: 300, max: 20_000 }).map((n) => ({ v: 'a'.repeat(n), tag: 'huge-string' })),
  fc.string({ minLength: 1 }).map((s) => ({ v: encodeLoose(s), tag: 'random' })),
);

/** A query value with the same kinds of trouble. Already encoded. */
export const badQueryValue = fc.oneof(
  badPathValue,
  fc.constantFrom({ v: '101', tag: 'out-of-range' }, { v: '', tag: 'empty' }, { v: 'a&b=c', tag: 'random' }),
  fc.constant({ v: 'w'.repeat(9000), tag: 'huge-string' }),
);

/** encodeURIComponent that keeps lone surrogates (as their UTF-8 bytes) instead of throwing. */
function encodeLoose(s: string): string {
  return [...s].map((ch) => (ch.length === 1 && ch >= '\ud800' && ch <= '\udfff' ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}

/** JSON text that is not JSON, or is JSON no client should send. */
const malformedJson = fc.constantFrom(
  { v: '{', tag: 'malformed-json' }, { v: '{"a":', tag: 'malformed-json' }, { v: '[1,', tag: 'malformed-json' },
  { v: 'nul', tag: 'malformed-json' }, { v: "{'a':1}", tag: 'malformed-json' }, { v: '{"a":1}garbage', tag: 'malformed-json' },
  { v: '\u0000', tag: 'nul' }, { v: '{"a":"\\u0000"}', tag: 'nul' }, { v: '{"a":"\\ud800"}', tag: 'lone-surrogate' },
  { v: '\ufeff{}', tag: 'bom' }, { v: '', tag: 'empty' }, { v: 'null', tag: 'wrong-type' }, { v: '"text"', tag: 'wrong-type' },
  { v: '[]', tag: 'wrong-type' }, { v: '1e999999', tag: 'huge-number' }, { v: `{"a":${'['.repeat(20000)}`, tag: 'deep-nesting' },
);

const wrongContentType = fc.constantFrom(
  { v: 'text/plain', tag: 'content-type' }, { v: 'application/xml', tag: 'content-type' },
  { v: 'application/json; charset=utf-16', tag: 'content-type' }, { v: 'multipart/form-data', tag: 'content-type' },
  { v: 'multipart/form-data; boundary=zz', tag: 'content-type' }, { v: 'application/x-www-form-urlencoded', tag: 'content-type' },
  { v: 'application/octet-stream', tag: 'content-type' }, { v: 'image/png', tag: 'content-type' },
);

const oddHeaders = fc.constantFrom(
  { v: { authorization: 'Basic dXNlcjpwYXNz' }, tag: 'bad-auth' },
  { v: { authorization: `Bearer ${'a'.repeat(5000)}` }, tag: 'bad-auth' },
  { v: { authorization: 'Bearer a b' }, tag: 'bad-auth' },
  { v: { range: 'bytes=999999999999-' }, tag: 'bad-range' },
  { v: { range: 'bytes=5-1' }, tag: 'bad-range' },
  { v: { accept: 'text/html' }, tag: 'accept' },
);

/**
 * At least `runs` bad requests for `op`, sampled with `seed`. `baseline` is a valid request (the
 * authorization registry's), so each input breaks one thing and the rest still reaches the handler.
 */
export function badInputs(doc: OpenApiDocument, op: Operation, baseline: Baseline, seed: number, runs: number): BadInput[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const media = Object.keys(op.requestBody?.content ?? {});
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  const jsonSchema = op.requestBody?.content['application/json']?.schema;
  const baseJson = baseline.json ?? {};
  const goodPath = (over: Record<string, string> = {}) =>
    op.template.replace(/\{(\w+)\}/g, (_, name: string) => over[name] ?? encodeURIComponent(String(baseline.path[name] ?? '1')));
  const jsonHeaders = { 'content-type': 'application/json' };
  const text = (v: unknown) => JSON.stringify(v);

  const kinds: Array<fc.Arbitrary<BadInput>> = [
    // Query: a declared parameter (or a stray one) with a bad value.
    fc.tuple(fc.constantFrom(...(queryParams.length ? queryParams.map((p) => p.name) : ['page', 'term'])), badQueryValue).map(([name, { v, tag }]) => ({
      tags: [tag], url: `${goodPath()}?${name}=${v}`, headers: {}, describe: `query ${name}=${v.slice(0, 60)}`,
    })),
    oddHeaders.map(({ v, tag }) => ({ tags: [tag], url: goodPath(), headers: v, describe: `headers ${JSON.stringify(v).slice(0, 80)}` })),
  ];
  if (pathParams.length) {
    kinds.push(
      fc.tuple(fc.constantFrom(...pathParams), badPathValue).map(([name, { v, tag }]) => ({
        tags: [tag], url: goodPath({ [name]: v }), headers: {}, body: hasBody && jsonSchema ? text(baseJson) : undefined,
        describe: `path {${name}}=${v.slice(0, 60)}`,
        ...(hasBody && jsonSchema ? { headers: jsonHeaders } : {}),
      })),
    );
  }
  if (hasBody) {
    kinds.push(
      malformedJson.map(({ v, tag }) => ({ tags: [tag], url: goodPath(), headers: jsonHeaders, body: v, describe: `JSON text ${JSON.stringify(v.slice(0, 60))}` })),
      wrongContentType.map(({ v, tag }) => ({ tags: [tag], url: goodPath(), headers: { 'content-type': v }, body: text(baseJson), describe: `content-type ${v}` })),
      badValue(doc, jsonSchema ?? { type: 'object' }).map(({ v, tag }) => ({
        tags: [tag], url: goodPath(), headers: jsonHeaders, body: text(v), describe: `JSON body ${text(v).slice(0, 80)}`,
      })),
      fc.constantFrom(...Object.keys(resolve(doc, jsonSchema).properties ?? { field: {} })).chain((name) =>
        badValue(doc, (resolve(doc, jsonSchema).properties as Record<string, Schema> | undefined)?.[name]).map(({ v, tag }) => ({
          tags: [tag], url: goodPath(), headers: jsonHeaders, body: text({ ...(baseJson as object), [name]: v }),
          describe: `JSON field ${name}=${text(v).slice(0, 80)}`,
        })),
      ),
    );
    if (media.some((m) => m.includes('urlencoded') || m.includes('multipart'))) {
      kinds.push(
        fc.tuple(fc.constantFrom(...Object.keys(resolve(doc, op.requestBody!.content[media.find((m) => m.includes('form'))!]?.schema).properties ?? { name: {} })), badQueryValue).map(([name, { v, tag }]) => ({
          tags: [tag], url: goodPath(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `${name}=${v}`,
          describe: `form ${name}=${v.slice(0, 60)}`,
        })),
        fc.constantFrom('--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n', '--zz--', 'garbage', '--zz\r\nContent-Disposition: form-data; name="\u0000"\r\n\r\nx\r\n--zz--\r\n').map((b) => ({
          tags: ['malformed-multipart'], url: goodPath(), headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: b, describe: `multipart ${JSON.stringify(b.slice(0, 50))}`,
        })),
      );
    }
  }
  return fc.sample(fc.oneof(...kinds), { seed, numRuns: runs });
}

/** A stable per-operation seed, so adding an operation does not change the inputs of the others. */
export function seedFor(base: number, key: string): number {
  let h = base | 0;
  for (let i = 0; i < key.length; i += 1) h = (Math.imul(h, 31) + key.charCodeAt(i)) | 0;
  return h;
}
