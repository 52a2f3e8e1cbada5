// Public URLs name courses, bundles and posts by id or by slug (docs/rules/api-errors.md, "Id or slug").
import { isStorableText, parseIdOrSlug } from '../../lib/schemas/input.ts';
import { notFound } from '../errors.ts';

/**
 * `12` is an id; anything else, `012` and `12.0` included, a slug. A value that no slug can hold
 * (a NUL, broken Unicode) names nothing: 404 for `what`, before it reaches the database.
 */
export function idOrSlug(value: string, what: string): { id: number } | { slug: string } {
  if (!isStorableText(value)) throw notFound(what);
  return parseIdOrSlug(value);
}
