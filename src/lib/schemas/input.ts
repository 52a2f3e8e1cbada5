// The input rules every request schema is built from (docs/rules/api-errors.md): one text schema
// that refuses what the database cannot store (a NUL character, or a UTF-16 surrogate without its
// pair), one id schema (a whole number from 1 to 2147483647, the range of an integer column; a path
// or query id written plainly, so "01", "1.0", "1e0", "0x1" and "+1" are not ids), collections
// bounded before their items are read, and an error map that words every message for people,
// naming the field ("Per page must be at most 100.", "Lesson id is required.").
// Browser-safe: the forms use these schemas too.
import { z } from './zod.ts';

/** Largest id: the top of PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

/** False for text holding a NUL character or a lone surrogate (neither can be stored as UTF-8 text). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** `per_page` → "Per page"; `answers.3` → "Answers 3"; the body itself → "The request body". */
export function fieldLabel(path: ReadonlyArray<PropertyKey> | undefined): string {
  if (!path?.length) return 'The request body';
  const words = path.map((part) => String(part).replace(/_/g, ' ')).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'a list',
  date: 'a date',
  null: 'empty',
};

type Issue = z.core.$ZodRawIssue;

function typeMessage(label: string, path: ReadonlyArray<PropertyKey> | undefined, expected: string, input: unknown): string {
  if (input === undefined) return `${label} is required.`;
  if (!path?.length && (expected === 'object' || expected === 'record')) return 'The request body must be a JSON object.';
  return `${label} must be ${TYPE_WORDS[expected] ?? expected}.`;
}

/** Every message zod would word for a developer, worded for a person instead. */
export function wordedMessage(issue: Issue): string {
  const label = fieldLabel(issue.path);
  const i = issue as Issue & Record<string, any>;
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(label, issue.path, String(i.expected), issue.input);
    case 'too_big': {
      const max = Number(i.maximum);
      if (i.origin === 'string') return `${label} can be at most ${max} characters.`;
      if (i.origin === 'array' || i.origin === 'set') return `${label} can have at most ${max} items.`;
      if (i.origin === 'object' || i.origin === 'record') return `${label} can have at most ${max} entries.`;
      return i.inclusive === false ? `${label} must be less than ${max}.` : `${label} must be at most ${max}.`;
    }
    case 'too_small': {
      const min = Number(i.minimum);
      if (i.origin === 'string') return min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`;
      if (i.origin === 'array' || i.origin === 'set') return `${label} must have at least ${min} item${min === 1 ? '' : 's'}.`;
      return i.inclusive === false ? `${label} must be more than ${min}.` : `${label} must be at least ${min}.`;
    }
    case 'invalid_value': {
      const values = (i.values as unknown[]).map((v) => String(v));
      return values.length === 1 ? `${label} must be ${values[0]}.` : `${label} must be one of: ${values.join(', ')}.`;
    }
    case 'invalid_format':
      return i.format === 'email' ? `${label} must be a valid e-mail address, like name@example.com.` : `${label} is not in the expected format.`;
    case 'unrecognized_keys':
      return `${label} has fields this request does not take: ${(i.keys as string[]).slice(0, 5).join(', ')}.`;
    case 'invalid_key':
      return (i.issues as Array<{ message?: string }> | undefined)?.[0]?.message ?? `${label} is not a valid key.`;
    case 'invalid_union': {
      if (issue.input === undefined) return `${label} is required.`;
      const alternatives = (i.errors as Array<Array<{ code: string; expected?: string; message: string; path: PropertyKey[] }>>) ?? [];
      // An alternative of the right type that failed a rule (too long, a NUL) says best what is wrong;
      // its message was worded for its own path, so it is renamed for the field.
      const rule = alternatives.flat().find((e) => e.code !== 'invalid_type');
      if (rule) {
        const inner = fieldLabel(rule.path);
        return rule.message.startsWith(inner) ? label + rule.message.slice(inner.length) : rule.message;
      }
      const expected = alternatives.map((alternative) => alternative.find((e) => e.code === 'invalid_type')?.expected).filter((e): e is string => Boolean(e));
      return expected.length ? `${label} must be ${expected.map((e) => TYPE_WORDS[e] ?? e).join(' or ')}.` : `${label} is not valid.`;
    }
    default:
      return `${label} is not valid.`;
  }
}

z.config({ customError: wordedMessage });

/** Any text the API accepts: a string that can be stored as written. Chain trim/min/max as usual. */
export const text = (params?: string | { message?: string }) =>
  z.string(params).refine(isStorableText, { error: textMessage, abort: true });

function textMessage(issue: Issue): string {
  return `${fieldLabel(issue.path)} must not contain a NUL character or broken Unicode.`;
}

/** An id in a JSON body: a whole number from 1 to MAX_ID. */
export const id = () =>
  z.number({ error: idMessage }).int({ error: idMessage }).min(1, { error: idMessage }).max(MAX_ID, { error: idMessage });

function idMessage(issue: Issue): string {
  const label = fieldLabel(issue.path);
  return issue.input === undefined ? `${label} is required.` : `${label} must be a whole number from 1 to ${MAX_ID}.`;
}

const PLAIN_ID = /^[1-9][0-9]{0,9}$/;

/** An id written in a path or query: digits only, no sign, no leading zero, at most MAX_ID. */
export const idString = (message?: string) => {
  const error = message ? () => message : idMessage;
  return z
    .string({ error })
    .refine((v) => PLAIN_ID.test(v) && Number(v) <= MAX_ID, { error, abort: true })
    .transform(Number);
};

/** An id or a slug in a path: a plain id gives `{ id }`, anything else is looked up as a slug. */
export function parseIdOrSlug(value: string): { id: number } | { slug: string } {
  return PLAIN_ID.test(value) && Number(value) <= MAX_ID ? { id: Number(value) } : { slug: value };
}

/**
 * Words the routes use where a slug stands, by the kind of thing the slug names (docs/rules/studio.md,
 * "Addresses"): `/v1/courses/filters` is the filter options, so no course may be called `filters`.
 * tests/contract/lint.test.ts checks these lists against the API's paths.
 */
export const RESERVED_SLUGS = {
  course: ['categories', 'enrolled', 'filters'],
  bundle: [],
  page: [],
  post: [],
  category: [],
} as const satisfies Record<string, readonly string[]>;

/**
 * A slug as written in the studio: lower-case letters, digits and single hyphens, not digits only (an
 * address of digits is read as an id, so `/course/14` would open course 14), and not a word the routes
 * use at the same level.
 */
export const slugText = (reserved: readonly string[] = []) =>
  text()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Use lower-case letters, digits and single hyphens.' })
    .max(80, { message: 'Keep the slug to 80 characters.' })
    .refine((v) => !/^[0-9]+$/.test(v), { message: 'Put a letter in the slug: an address of digits only is read as an id.' })
    .refine((v) => !reserved.includes(v), { message: 'The site already uses this word in its addresses here. Choose another slug.' });

/** A whole number written in a query (`?page=2`), from min to max. */
export const wholeNumberString = (min: number, max: number) =>
  z
    .string()
    .refine((v) => /^(0|[1-9][0-9]{0,9})$/.test(v), { error: (iss) => `${fieldLabel(iss.path)} must be a whole number.`, abort: true })
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/** A blank form or query value counts as absent, so optional fields and defaults apply to it. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * A `page` or `per_page` query value: a whole number from 1 to `max`, `fallback` when absent or
 * blank. Documented as an integer, which is what a client sends, though it travels as text.
 */
export const pageQuery = (max: number, fallback: number) =>
  z
    .preprocess(blankToUndefined, wholeNumberString(1, max).default(fallback))
    .meta({ type: 'integer', minimum: 1, maximum: max, default: fallback, example: fallback });

/**
 * An array of at most `max` items, refused as a whole before any item is read, so a huge list costs
 * one length check and one error, not one error per item.
 */
export function boundedArray<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess((value, ctx) => {
    if (Array.isArray(value) && value.length > max) ctx.addIssue({ code: 'too_big', origin: 'array', maximum: max, inclusive: true, input: value });
    return value;
  }, z.array(item).max(max));
}

/** An object of at most `max` entries keyed by `key`, refused as a whole before any entry is read. */
export function boundedRecord<K extends z.core.$ZodRecordKey, V extends z.ZodType>(key: K, value: V, max: number) {
  return z.preprocess((input, ctx) => {
    if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
      let count = 0;
      for (const k in input) if (Object.hasOwn(input, k) && ++count > max) break;
      if (count > max) ctx.addIssue({ code: 'too_big', origin: 'record', maximum: max, inclusive: true, input });
    }
    return input;
  }, z.record(key, value));
}
