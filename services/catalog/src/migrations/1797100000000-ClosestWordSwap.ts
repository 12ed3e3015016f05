import type { MigrationInterface, QueryRunner } from 'typeorm';

/** "Did you mean" with its words ranked by `edits`: the listed word fewest edits (at most two) from query_word, the most frequent of equals. */
const closestWord = (edits: string) => `
  CREATE OR REPLACE FUNCTION catalog.closest_word(query_word text) RETURNS text LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM set_config('pg_trgm.similarity_threshold', '0.1', true);
    RETURN (
      SELECT s.word FROM catalog.search_words s
      WHERE s.word OPERATOR(catalog.%) query_word AND catalog.levenshtein_less_equal(s.word, query_word, 2) <= 2
      ORDER BY ${edits}, s.df DESC, s.word LIMIT 1);
  END $$`;

/**
 * Two neighbours swapped, the commonest typo, count as one edit in "did you mean" as they already do in the typo
 * search (typo_words): Levenshtein counts two, so "zhad" got "head" (more frequent, also two edits) instead of "zhda".
 */
export class ClosestWordSwap1797100000000 implements MigrationInterface {
  name = 'ClosestWordSwap1797100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(closestWord(`CASE WHEN catalog.is_adjacent_swap(s.word, query_word) THEN 1 ELSE catalog.levenshtein_less_equal(s.word, query_word, 2) END`));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(closestWord(`catalog.levenshtein_less_equal(s.word, query_word, 2)`));
  }
}
