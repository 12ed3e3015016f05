import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Typo-tolerant search (issue 32). `search_words` holds every distinct word of the published
 * conferences' search text (title, location, venue; already folded by the app) with the number of
 * conferences holding it; a query word of 5+ letters is expanded to the listed words within one or two
 * edits through its trigram index. `search_cities` holds the published conferences' cities with their
 * counts for suggestions as one types. Both follow every write through statement triggers with
 * transition tables: one upsert per statement (an import of 1,000 rows is one), and an update that
 * leaves the words as they were writes nothing.
 *
 * The extensions are created by provisioning (a superuser; the catalog role may not create them);
 * `IF NOT EXISTS` here makes a database provisioned otherwise fail loudly only when they are missing.
 */
export class SearchWords1797000000000 implements MigrationInterface {
  name = 'SearchWords1797000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const ext of ['pg_trgm', 'unaccent', 'fuzzystrmatch']) await q.query(`CREATE EXTENSION IF NOT EXISTS ${ext} SCHEMA catalog`);
    await q.query(`CREATE TABLE catalog.search_words (word text PRIMARY KEY, df integer NOT NULL)`);
    await q.query(`CREATE INDEX search_words_trgm_idx ON catalog.search_words USING gin (word catalog.gin_trgm_ops)`);
    // Words of other scripts (CJK titles have no spaces) are found by substring; they are few, so a scan of this index is short.
    await q.query(`CREATE INDEX search_words_non_ascii_idx ON catalog.search_words (word) WHERE word !~ '^[a-z0-9]+$'`);
    await q.query(`
      CREATE TABLE catalog.search_cities (
        country char(2) NOT NULL, city text NOT NULL, folded text NOT NULL, df integer NOT NULL,
        PRIMARY KEY (country, city))`);
    await q.query(`CREATE INDEX search_cities_folded_idx ON catalog.search_cities (folded text_pattern_ops)`);
    // The folding of foldText (text.ts) in SQL, for what the app did not fold (titles when ranking, cities).
    await q.query(`
      CREATE FUNCTION catalog.fold_text(value text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE
      RETURN btrim(regexp_replace(lower(catalog.unaccent('catalog.unaccent'::regdictionary, value)), '[^[:alnum:]]+', ' ', 'g'))`);
    await q.query(`
      CREATE FUNCTION catalog.search_words_of(status text, search_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT DISTINCT w FROM regexp_split_to_table(search_text, ' ') w WHERE status = 'published' AND length(w) BETWEEN 1 AND 40 AND w !~ '^[0-9]+$'
      $$`);
    // Rows that came (n = 1) and went (n = -1) in one statement, as arrays: a trigger names only the transition tables it has.
    // Words are written in word order, so two concurrent writers lock shared words in the same order.
    await q.query(`
      CREATE FUNCTION catalog.search_terms_apply(statuses text[], texts text[], countries text[], cities text[], ns int[]) RETURNS void
      LANGUAGE plpgsql AS $$
      DECLARE
        words text[];
        counts int[];
      BEGIN
        SELECT array_agg(w ORDER BY w), array_agg(n ORDER BY w) INTO words, counts FROM (
          SELECT w, sum(r.n)::int AS n FROM unnest(statuses, texts, ns) r(status, search_text, n), catalog.search_words_of(r.status, r.search_text) w
          GROUP BY w HAVING sum(r.n) <> 0) d;
        INSERT INTO catalog.search_words AS s (word, df) SELECT w, n FROM unnest(words, counts) d(w, n) WHERE n > 0
          ON CONFLICT (word) DO UPDATE SET df = s.df + EXCLUDED.df;
        UPDATE catalog.search_words s SET df = s.df + d.n FROM unnest(words, counts) d(w, n) WHERE d.n < 0 AND s.word = d.w;
        DELETE FROM catalog.search_words s USING unnest(words, counts) d(w, n) WHERE d.n < 0 AND s.word = d.w AND s.df <= 0;

        SELECT array_agg(country || ' ' || city ORDER BY country, city), array_agg(n ORDER BY country, city) INTO words, counts FROM (
          SELECT r.country, r.city, sum(r.n)::int AS n FROM unnest(statuses, countries, cities, ns) r(status, country, city, n)
          WHERE r.status = 'published' AND r.country IS NOT NULL AND r.city IS NOT NULL
          GROUP BY r.country, r.city HAVING sum(r.n) <> 0) d;
        INSERT INTO catalog.search_cities AS s (country, city, folded, df)
          SELECT left(k, 2), substr(k, 4), catalog.fold_text(substr(k, 4)), n FROM unnest(words, counts) d(k, n) WHERE n > 0
          ON CONFLICT (country, city) DO UPDATE SET df = s.df + EXCLUDED.df;
        UPDATE catalog.search_cities s SET df = s.df + d.n FROM unnest(words, counts) d(k, n)
          WHERE d.n < 0 AND s.country = left(d.k, 2) AND s.city = substr(d.k, 4);
        DELETE FROM catalog.search_cities s USING unnest(words, counts) d(k, n)
          WHERE d.n < 0 AND s.country = left(d.k, 2) AND s.city = substr(d.k, 4) AND s.df <= 0;
      END $$`);
    await q.query(`
      CREATE FUNCTION catalog.search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM catalog.search_terms_apply(array_agg(status), array_agg(search_text), array_agg(country::text), array_agg(city), array_agg(1)) FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM catalog.search_terms_apply(array_agg(status), array_agg(search_text), array_agg(country::text), array_agg(city), array_agg(-1)) FROM old_rows;
        ELSE
          PERFORM catalog.search_terms_apply(array_agg(status), array_agg(search_text), array_agg(country::text), array_agg(city), array_agg(n))
          FROM (SELECT status, search_text, country, city, 1 AS n FROM new_rows UNION ALL SELECT status, search_text, country, city, -1 FROM old_rows) r;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION catalog.is_adjacent_swap(a text, b text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT length(a) = length(b) AND EXISTS (
          SELECT 1 FROM generate_series(1, length(a) - 1) i
          WHERE substr(a, i, 1) <> substr(b, i, 1) AND overlay(a PLACING substr(a, i + 1, 1) || substr(a, i, 1) FROM i FOR 2) = b)
      $$`);
    // Edits two words may differ by and still match, by the longer of them: a word of 5+ letters one, 9+ two.
    await q.query(`
      CREATE FUNCTION catalog.edit_budget(a text, b text) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN CASE WHEN greatest(length(a), length(b)) >= 9 THEN 2 WHEN greatest(length(a), length(b)) >= 5 THEN 1 ELSE 0 END`);
    // Listed words within their edit budget of query_word (at most max_edits; Levenshtein, a swap of neighbours as one edit), most
    // frequent first. No word within two edits of a word of 5+ letters shares less than a fifth of its
    // trigrams with it (a swap breaks four, any other edit three), so the trigram index finds them all.
    await q.query(`
      CREATE FUNCTION catalog.typo_words(query_word text, max_edits int) RETURNS TABLE (word text, df int) LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM set_config('pg_trgm.similarity_threshold', '0.19', true);
        RETURN QUERY
          SELECT s.word, s.df FROM catalog.search_words s
          WHERE s.word OPERATOR(catalog.%) query_word AND NOT starts_with(s.word, query_word)
            AND abs(length(s.word) - length(query_word)) <= max_edits
            AND (catalog.levenshtein_less_equal(s.word, query_word, max_edits) <= catalog.edit_budget(s.word, query_word)
                 OR (catalog.edit_budget(s.word, query_word) = 1 AND catalog.is_adjacent_swap(s.word, query_word)))
          ORDER BY s.df DESC, s.word LIMIT 16;
      END $$`);
    // "Did you mean": the listed word fewest edits (at most two) from query_word, the most frequent of equals.
    // Short words share few trigrams with their typos, hence the low threshold; it runs only for searches that found nothing.
    await q.query(`
      CREATE FUNCTION catalog.closest_word(query_word text) RETURNS text LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM set_config('pg_trgm.similarity_threshold', '0.1', true);
        RETURN (
          SELECT s.word FROM catalog.search_words s
          WHERE s.word OPERATOR(catalog.%) query_word AND catalog.levenshtein_less_equal(s.word, query_word, 2) <= 2
          ORDER BY catalog.levenshtein_less_equal(s.word, query_word, 2), s.df DESC, s.word LIMIT 1);
      END $$`);
    await q.query(`CREATE TRIGGER conferences_search_terms_insert AFTER INSERT ON catalog.conferences REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog.search_terms_sync()`);
    await q.query(`CREATE TRIGGER conferences_search_terms_update AFTER UPDATE ON catalog.conferences REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog.search_terms_sync()`);
    await q.query(`CREATE TRIGGER conferences_search_terms_delete AFTER DELETE ON catalog.conferences REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION catalog.search_terms_sync()`);
    await q.query(`INSERT INTO catalog.search_words (word, df)
      SELECT w, count(*) FROM catalog.conferences c, catalog.search_words_of(c.status, c.search_text) w GROUP BY w`);
    await q.query(`INSERT INTO catalog.search_cities (country, city, folded, df)
      SELECT country, city, catalog.fold_text(city), count(*) FROM catalog.conferences
      WHERE status = 'published' AND country IS NOT NULL AND city IS NOT NULL GROUP BY country, city`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete']) await q.query(`DROP TRIGGER conferences_search_terms_${op} ON catalog.conferences`);
    await q.query(`DROP FUNCTION catalog.search_terms_sync()`);
    await q.query(`DROP FUNCTION catalog.closest_word(text)`);
    await q.query(`DROP FUNCTION catalog.typo_words(text, int)`);
    await q.query(`DROP FUNCTION catalog.is_adjacent_swap(text, text)`);
    await q.query(`DROP FUNCTION catalog.edit_budget(text, text)`);
    await q.query(`DROP FUNCTION catalog.search_terms_apply(text[], text[], text[], text[], int[])`);
    await q.query(`DROP FUNCTION catalog.search_words_of(text, text)`);
    await q.query(`DROP FUNCTION catalog.fold_text(text)`);
    await q.query(`DROP TABLE catalog.search_cities`);
    await q.query(`DROP TABLE catalog.search_words`);
  }
}
