import { words } from '../conferences/text';

/** Most words of a query that reach the database; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** Words this long or longer (the longer of query word and listed word) match within one edit; from TWO_EDITS_FROM, two. */
export const ONE_EDIT_FROM = 5;
export const TWO_EDITS_FROM = 9;

/** Scripts written without spaces: a word of them is found inside longer listed words (substring). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * One word of a query with what it matches: itself as a whole word, as a prefix, and the listed words
 * it stands for (within an edit or two, or containing it for CJK). Every text is a folded word of
 * letters and digits only, so quoting it keeps tsquery syntax out.
 */
export interface SearchTerm {
  word: string;
  /** Other listed words this one matches: typos within its edit budget, or longer words containing it. */
  alternatives: string[];
}

export function queryWords(q: string): string[] {
  return [...new Set(words(q))].slice(0, MAX_QUERY_WORDS);
}

/**
 * Most edits a query word may be away from a listed word: a word of 5+ letters matches within one edit,
 * 9+ within two, counting the longer of the two words (catalog.edit_budget), so "giex" still finds "gitex".
 */
export function editBudget(word: string): number {
  // Numbers (years, editions) are not in the word list: 2026 is no typo of 2027.
  if (isUnspaced(word) || /^\d+$/.test(word)) return 0;
  const longest = [...word].length + 1;
  return longest >= TWO_EDITS_FROM ? 2 : longest >= ONE_EDIT_FROM ? 1 : 0;
}

export function isUnspaced(word: string): boolean {
  return UNSPACED.test(word);
}

const quote = (word: string) => `'${word}'`;

/** The tsquery one term matches: the word, any word it starts, or one of its alternatives. */
export function termQuery(term: SearchTerm): string {
  return [`${quote(term.word)}:*`, ...term.alternatives.map(quote)].join(' | ');
}

/** Every term is required; null when the query has no words. */
export function searchQuery(terms: SearchTerm[]): string | null {
  if (terms.length === 0) return null;
  return terms.map((t) => `(${termQuery(t)})`).join(' & ');
}

/**
 * SQL scoring a row of alias `c` for relevance, with its parameters: per term, a whole word in the title
 * beats a prefix there, which beats a typo there, which beats anything in the location or venue;
 * there, too, whole word > prefix > typo. Higher is better.
 */
export function relevanceScore(terms: SearchTerm[]): { sql: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const title = "to_tsvector('simple', catalog.fold_text(c.title))";
  const parts = terms.map((term, i) => {
    params[`rx${i}`] = quote(term.word);
    params[`rp${i}`] = `${quote(term.word)}:*`;
    params[`rt${i}`] = term.alternatives.length ? term.alternatives.map(quote).join(' | ') : quote(term.word);
    const tier = (vector: string) =>
      `CASE WHEN ${vector} @@ to_tsquery('simple', :rx${i}) THEN 3 WHEN ${vector} @@ to_tsquery('simple', :rp${i}) THEN 2 ` +
      `WHEN ${vector} @@ to_tsquery('simple', :rt${i}) THEN 1 ELSE 0 END`;
    return `4 * (${tier(title)}) + (${tier('c.search_vector')})`;
  });
  return { sql: parts.length ? parts.join(' + ') : '0', params };
}
