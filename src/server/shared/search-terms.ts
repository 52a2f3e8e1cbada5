// What a typed search term becomes in SQL, for the catalogue and the help centre alike
// (docs/rules/search.md): every word first, then any word, the last word as a prefix (people are
// still typing it), the websearch syntax (quotes, -word, or) when it is used, and a spelling
// correction from trigram similarity (pg_trgm) when nothing matches.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from './sql-rows.ts';

/** A word shorter than this is not used as a prefix: "a:*" would match most of the catalogue. */
const PREFIX_MIN = 3;
/** How alike a known word must be (pg_trgm similarity, 0..1) to be suggested instead of a typed one. */
const SUGGEST_MIN_SIMILARITY = 0.3;

export type SearchPlan = {
  /** tsquery of the matches that come first (every word). */
  all: SQL;
  /**
   * tsquery for ranking: the words without the prefix marker, so an exact word ranks above a word
   * that only starts the same, and ranking does not test every lexeme against a prefix (slow).
   */
  rank: SQL;
  /** tsquery of the matches that follow (any word); null when it would find nothing more. */
  any: SQL | null;
  /** The letter-and-digit words of the term, lower case. */
  words: string[];
};

const wordsOf = (term: string) => term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
// Quotes, a leading minus or the word "or" mean the visitor wrote a web-search query: honour it.
const usesWebsearchSyntax = (term: string) => /["]|(^|\s)-\S|(^|\s)or(\s|$)/i.test(term);

/**
 * `config`: the text search configuration of the documents searched; 'spanish' for the Spanish
 * versions of content (docs/rules/content.md, "Content translations").
 */
export function planSearch(term: string, config: 'english' | 'spanish' = 'english'): SearchPlan {
  const words = wordsOf(term);
  const cfg = sql.raw(`'${config === 'spanish' ? 'spanish' : 'english'}'`);
  if (usesWebsearchSyntax(term) || words.length === 0) {
    const q = sql`websearch_to_tsquery(${cfg}, ${term})`;
    return { all: q, rank: q, any: null, words };
  }
  // Only letters and digits reach to_tsquery, so its operators cannot be injected by the visitor.
  const last = words.length - 1;
  const lexemes = words.map((w, i) => (i === last && w.length >= PREFIX_MIN ? `${w}:*` : w));
  return {
    all: sql`to_tsquery(${cfg}, ${lexemes.join(' & ')})`,
    rank: sql`to_tsquery(${cfg}, ${words.join(' | ')})`,
    any: words.length > 1 ? sql`to_tsquery(${cfg}, ${lexemes.join(' | ')})` : null,
    words,
  };
}

/**
 * The term with each word replaced by the most alike title word of `source` (courses or help
 * articles), or null when no word has a close enough spelling. Runs only after a search found
 * nothing; callers offer the suggestion only when it finds something, so a word that survives only
 * in an unpublished title is never shown.
 */
export async function suggestSpelling(db: Db, term: string, source: 'course' | 'help'): Promise<string | null> {
  const words = wordsOf(term);
  if (words.length === 0 || usesWebsearchSyntax(term)) return null;
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    // The title words are a small table with a trigram index (search_words), so this is one index
    // look-up per word whatever the size of the catalogue.
    const rows = rowsOf<{ word: string }>(
      await db.execute(sql`
        SELECT word FROM search_words
        WHERE source = ${source} AND word % ${word} AND length(word) >= ${PREFIX_MIN} AND similarity(word, ${word}) >= ${SUGGEST_MIN_SIMILARITY}
        ORDER BY (word = ${word}) DESC, similarity(word, ${word}) DESC, word LIMIT 1`),
    );
    const best = rows[0]?.word;
    if (best && best !== word) changed = true;
    corrected.push(best ?? word);
  }
  return changed ? corrected.join(' ') : null;
}
