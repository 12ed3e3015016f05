import { nextFreeSlug, slugify } from './slug';

describe('slugify', () => {
  it('makes readable ASCII slugs from names', () => {
    expect(slugify('Café Labs, Inc.')).toBe('cafe-labs-inc');
    expect(slugify('  AT&T  ')).toBe('at-and-t');
    expect(slugify('Crustdata')).toBe('crustdata');
  });

  it('falls back to "company" when nothing readable is left', () => {
    expect(slugify('日本')).toBe('company');
    expect(slugify('!!!')).toBe('company');
  });

  it('caps the length without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('nextFreeSlug', () => {
  it('keeps the base when free, else the lowest free numbered suffix', () => {
    expect(nextFreeSlug('acme', [])).toBe('acme');
    expect(nextFreeSlug('acme', ['acme'])).toBe('acme-2');
    expect(nextFreeSlug('acme', ['acme', 'acme-2', 'acme-4'])).toBe('acme-3');
  });
});
