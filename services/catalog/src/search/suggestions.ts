import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CONFERENCE_TOPICS, ListConferencesQuery, SUGGEST_LIMITS, SuggestResponse } from '@confdir/contracts';
import { preparedQuery, StaleWhileRevalidate } from '@confdir/service-kit';
import { ConferencesService } from '../conferences/conferences.service';
import { queryWords } from './search-terms';
import { WordList } from './word-list';

/**
 * What the search box offers while a visitor types (GET /api/suggest), and the "did you mean" of a
 * search that finds nothing. Suggestions are kept 30 s per folded query (30 s more while one refresh runs).
 */
@Injectable()
export class Suggestions {
  private readonly cache = new StaleWhileRevalidate<SuggestResponse>({ freshMs: 30_000, staleMs: 30_000, maxEntries: 5000, metric: 'catalog_suggestions' });

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly conferences: ConferencesService,
    private readonly words: WordList,
  ) {}

  suggest(q: string): Promise<SuggestResponse> {
    const folded = queryWords(q).join(' ');
    if (!folded) return Promise.resolve({ conferences: [], cities: [], topics: [] });
    return this.cache.get(folded, () => this.load(folded));
  }

  private async load(folded: string): Promise<SuggestResponse> {
    const [conferences, cities] = await Promise.all([
      this.conferences.bestMatches(folded, SUGGEST_LIMITS.conferences),
      // The folded query holds letters, digits and spaces only: nothing LIKE would read as a pattern.
      preparedQuery<{ country: string; city: string; count: number }>(
        this.db,
        'catalog-suggest-cities',
        `SELECT country, city, df AS count FROM catalog.search_cities WHERE folded LIKE $1 ORDER BY df DESC, city LIMIT $2`,
        [`${folded}%`, SUGGEST_LIMITS.cities],
      ),
    ]);
    const compact = folded.replace(/ /g, '');
    const topics = CONFERENCE_TOPICS.filter((t) => t.replace(/-/g, '').startsWith(compact) || (compact.length >= 3 && t.includes(compact)));
    return {
      conferences: conferences.map(({ slug, title, startDateUTC, location }) => ({ slug, title, startDateUTC, location })),
      cities: cities.map((c) => ({ country: c.country.trim(), city: c.city, count: c.count })),
      topics: topics.slice(0, SUGGEST_LIMITS.topics),
    };
  }

  /**
   * For a search that found nothing: the query with each word the word list lacks (as a word or a
   * prefix) replaced by the closest listed word, when that query finds something; otherwise null.
   */
  async didYouMean(query: ListConferencesQuery, now = new Date()): Promise<string | null> {
    const typed = queryWords(query.q ?? '');
    // Numbers and words under 3 letters are kept as typed: too short to guess from.
    const keep = async (w: string) => /^\d+$/.test(w) || [...w].length < 3 || (await this.words.known(w));
    const closest = await Promise.all(typed.map(async (w) => ((await keep(w)) ? w : ((await this.words.closest(w)) ?? w))));
    const candidate = closest.join(' ');
    if (candidate === typed.join(' ')) return null;
    const hit = await (await this.conferences.matching({ ...query, q: candidate }, now)).select('c.id', 'id').limit(1).getRawOne();
    return hit ? candidate : null;
  }
}
