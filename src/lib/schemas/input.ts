// The input rules every request schema is built from (docs/rules/api-errors.md): one text schema
// that refuses what the database cannot store (a NUL character, or a UTF-16 surrogate without its
// pair), one id schema (a whole number from 1 to 2147483647, the range of an integer column; a path
// or query id written plainly, so "01", "1.0", "1e0", "0x1" and "+1" are not ids), collections
// bounded before their items are read, and an error map that words every message for people,
// naming the field ("Per page must be at most 100.", "Lesson id is required."), in the language of
// the request or page (docs/i18n.md, "API refusals").
// Browser-safe: the forms use these schemas too.
import { m } from '../../paraglide/messages.js';
import { currentLocale } from '../i18n.ts';
import { fieldSubject } from './field-labels.ts';
import { z } from './zod.ts';

export { fieldLabel, fieldSubject } from './field-labels.ts';

/** Largest id: the top of PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

/** False for text holding a NUL character or a lone surrogate (neither can be stored as UTF-8 text). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

// Words for a type, in the language of the request or page; built when a message is, never kept.
const TYPE_WORDS: Record<string, () => string> = {
  number: m.errors_type_number,
  int: m.errors_type_int,
  string: m.errors_type_string,
  boolean: m.errors_type_boolean,
  object: m.errors_type_object,
  record: m.errors_type_object,
  array: m.errors_type_array,
  date: m.errors_type_date,
  null: m.errors_type_null,
};

const typeWords = (expected: string) => (Object.hasOwn(TYPE_WORDS, expected) ? TYPE_WORDS[expected]!() : expected);

type Issue = z.core.$ZodRawIssue;

function typeMessage(field: string, path: ReadonlyArray<PropertyKey> | undefined, expected: string, input: unknown): string {
  if (input === undefined) return m.errors_required({ field });
  if (!path?.length && (expected === 'object' || expected === 'record')) return m.errors_body_object();
  return m.errors_must_be({ field, what: typeWords(expected) });
}

/** Every message zod would word for a developer, worded for a person instead. */
export function wordedMessage(issue: Issue): string {
  const field = fieldSubject(issue.path);
  const i = issue as Issue & Record<string, any>;
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(field, issue.path, String(i.expected), issue.input);
    case 'too_big': {
      const max = Number(i.maximum);
      if (i.origin === 'string') return m.errors_max_characters({ field, max });
      if (i.origin === 'array' || i.origin === 'set') return m.errors_max_items({ field, max });
      if (i.origin === 'object' || i.origin === 'record') return m.errors_max_entries({ field, max });
      return i.inclusive === false ? m.errors_less_than({ field, max }) : m.errors_at_most({ field, max });
    }
    case 'too_small': {
      const min = Number(i.minimum);
      if (i.origin === 'string') return min <= 1 ? m.errors_required({ field }) : m.errors_min_characters({ field, min });
      if (i.origin === 'array' || i.origin === 'set') return m.errors_min_items({ field, min });
      return i.inclusive === false ? m.errors_more_than({ field, min }) : m.errors_at_least({ field, min });
    }
    case 'invalid_value': {
      const values = (i.values as unknown[]).map((v) => String(v));
      return values.length === 1 ? m.errors_must_be({ field, what: values[0]! }) : m.errors_one_of({ field, values: values.join(', ') });
    }
    case 'invalid_format':
      return i.format === 'email' ? m.errors_email_format({ field }) : m.errors_format({ field });
    case 'unrecognized_keys':
      return m.errors_unknown_keys({ field, keys: (i.keys as string[]).slice(0, 5).join(', ') });
    case 'invalid_key':
      return (i.issues as Array<{ message?: string }> | undefined)?.[0]?.message ?? m.errors_invalid_key({ field });
    case 'invalid_union': {
      if (issue.input === undefined) return m.errors_required({ field });
      const alternatives = (i.errors as Array<Array<{ code: string; expected?: string; message: string; path: PropertyKey[] }>>) ?? [];
      // An alternative of the right type that failed a rule (too long, a NUL) says best what is wrong;
      // its message was worded for its own path, so it is renamed for the field.
      const rule = alternatives.flat().find((e) => e.code !== 'invalid_type');
      if (rule) {
        const inner = fieldSubject(rule.path);
        return rule.message.startsWith(inner) ? field + rule.message.slice(inner.length) : rule.message;
      }
      const expected = alternatives.map((alternative) => alternative.find((e) => e.code === 'invalid_type')?.expected).filter((e): e is string => Boolean(e));
      return expected.length ? m.errors_must_be({ field, what: expected.map(typeWords).join(m.errors_or()) }) : m.errors_not_valid({ field });
    }
    default:
      return m.errors_not_valid({ field });
  }
}

z.config({ customError: wordedMessage });

/**
 * A schema's own message, worded when the value is checked rather than when the schema is built, so
 * it is in the language of that request or page (docs/i18n.md, "API refusals"): `.min(1, say(m.x))`.
 */
export const say = (message: () => string) => ({ error: () => message() });

/** A count in a message: 5,000 in English (as the API has always written it), 5000 or 10.000 in Spanish. */
export const formatCount = (count: number) => count.toLocaleString(currentLocale() === 'es' ? 'es-ES' : 'en-US');

/** Any text the API accepts: a string that can be stored as written. Chain trim/min/max as usual. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: textMessage, abort: true });

function textMessage(issue: Issue): string {
  return m.errors_storable_text({ field: fieldSubject(issue.path) });
}

/** An id in a JSON body: a whole number from 1 to MAX_ID. */
export const id = () =>
  z.number({ error: idMessage }).int({ error: idMessage }).min(1, { error: idMessage }).max(MAX_ID, { error: idMessage });

function idMessage(issue: Issue): string {
  const field = fieldSubject(issue.path);
  return issue.input === undefined ? m.errors_required({ field }) : m.errors_id_range({ field, max: MAX_ID });
}

const PLAIN_ID = /^[1-9][0-9]{0,9}$/;

/** An id written in a path or query: digits only, no sign, no leading zero, at most MAX_ID. */
export const idString = (message?: string | (() => string)) => {
  const error = typeof message === 'function' ? () => message() : message ? () => message : idMessage;
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
    .refine((v) => /^(0|[1-9][0-9]{0,9})$/.test(v), { error: (iss) => m.errors_whole_number({ field: fieldSubject(iss.path) }), abort: true })
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
