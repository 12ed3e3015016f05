import { readShownPages } from './get-companies';

const pages = (query: string) => readShownPages(new URLSearchParams(query));

describe('readShownPages (the companies "Show more" link, ?page=N)', () => {
  it('shows the first N pages for a whole number from 2', () => {
    expect(pages('page=2')).toBe(2);
    expect(pages('page=40')).toBe(40);
  });

  it('shows the first page without the parameter or with anything else in it', () => {
    for (const query of ['', 'page=', 'page=1', 'page=0', 'page=-3', 'page=2.5', 'page=abc', 'page=1e400']) expect(pages(query)).toBe(1);
  });
});
