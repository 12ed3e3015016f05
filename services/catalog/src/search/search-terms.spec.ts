import { editBudget, queryWords, relevanceScore, searchQuery } from './search-terms';

describe('search terms', () => {
  it('reads at most eight distinct folded words from a query', () => {
    expect(queryWords('Zürich  zurich KubeCon!')).toEqual(['zurich', 'kubecon']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords("'; DROP TABLE x; -- 🎉🎉")).toEqual(['drop', 'table', 'x']);
  });

  it('allows one edit from five letters and two from nine (a letter may be missing), none for CJK or numbers', () => {
    expect(editBudget('go')).toBe(0);
    expect(editBudget('giex')).toBe(1);
    expect(editBudget('react')).toBe(1);
    expect(editBudget('kubernet')).toBe(2);
    expect(editBudget('2027')).toBe(0);
    expect(editBudget('東京技術会議')).toBe(0);
  });

  it('requires every word, as a word, a prefix or one of its alternatives', () => {
    expect(searchQuery([{ word: 'kubernets', alternatives: ['kubernetes'] }, { word: 'zur', alternatives: [] }])).toBe(
      "('kubernets':* | 'kubernetes') & ('zur':*)",
    );
    expect(searchQuery([])).toBeNull();
  });

  it('scores the title above the location and whole words above prefixes above typos', () => {
    const { sql, params } = relevanceScore([{ word: 'react', alternatives: ['reakt'] }]);
    expect(sql).toContain("4 * (CASE WHEN to_tsvector('simple', catalog.fold_text(c.title)) @@ to_tsquery('simple', :rx0) THEN 3");
    expect(params).toEqual({ rx0: "'react'", rp0: "'react':*", rt0: "'reakt'" });
  });
});
