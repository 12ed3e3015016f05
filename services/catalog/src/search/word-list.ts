import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery, StaleWhileRevalidate } from '@confdir/service-kit';
import { editBudget, isUnspaced, queryWords, SearchTerm } from './search-terms';

/**
 * What the words of a query stand for, from the word list (`search_words`, kept by triggers on every
 * write; migration SearchWords): each query word's typo alternatives or, for CJK, the listed words that
 * contain it. Answers are kept 30 s per word (and 90 s more while one refresh runs), so a new word
 * shows in typo matches within that; the exact and prefix matches read the conferences directly.
 */
@Injectable()
export class WordList {
  private readonly alternatives = new StaleWhileRevalidate<string[]>({
    freshMs: 30_000,
    staleMs: 90_000,
    maxEntries: 10_000,
    metric: 'catalog_search_words',
  });

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The query's terms (at most MAX_QUERY_WORDS), each with what it also matches. */
  async terms(q: string | undefined): Promise<SearchTerm[]> {
    const list = q ? queryWords(q) : [];
    const alternatives = await Promise.all(list.map((word) => this.alternativesOf(word)));
    return list.map((word, i) => ({ word, alternatives: alternatives[i] }));
  }

  /** The listed word fewest edits (at most two) from `word`, the most frequent of equals, or null. */
  async closest(word: string): Promise<string | null> {
    const [row] = await preparedQuery<{ word: string | null }>(this.db, 'catalog-closest-word', 'SELECT catalog.closest_word($1) AS word', [word]);
    return row?.word ?? null;
  }

  /** Whether the word list holds `word`, or a word it starts. */
  async known(word: string): Promise<boolean> {
    const [next] = await this.words('catalog-next-word', `SELECT word FROM catalog.search_words WHERE word >= $1 ORDER BY word LIMIT 1`, [word]);
    return next?.startsWith(word) ?? false;
  }

  private alternativesOf(word: string): Promise<string[]> {
    if (isUnspaced(word)) {
      return this.alternatives.get(`in:${word}`, () =>
        this.words(
          'catalog-words-containing',
          `SELECT word FROM catalog.search_words WHERE word !~ '^[a-z0-9]+$' AND strpos(word, $1) > 1 ORDER BY df DESC, word LIMIT 16`,
          [word],
        ),
      );
    }
    const edits = editBudget(word);
    if (edits === 0) return Promise.resolve([]);
    return this.alternatives.get(`typo:${word}`, () => this.words('catalog-typo-words', `SELECT word FROM catalog.typo_words($1, $2)`, [word, edits]));
  }

  private async words(name: string, sql: string, params: unknown[]): Promise<string[]> {
    return (await preparedQuery<{ word: string }>(this.db, name, sql, params)).map((r) => r.word);
  }
}
