import { foldText, nextFreeSlug, normalizeUrl, searchText, slugify, words } from './text';

describe('text folding and search', () => {
  it('folds case and accents but keeps other scripts', () => {
    expect(foldText('Zürich ÉCOLE Ñandú')).toBe('zurich ecole nandu');
    expect(words('Node.js & São-Paulo 東京')).toEqual(['node', 'js', 'sao', 'paulo', '東京']);
  });

  it('builds the indexed search text from title, location and venue', () => {
    expect(searchText('KubeCon + CloudNativeCon', 'Zürich, Switzerland', null)).toBe('kubecon cloudnativecon zurich switzerland');
    expect(searchText(null, undefined, '')).toBe('');
  });
});

describe('slugs', () => {
  it('makes a readable slug from a title', () => {
    expect(slugify('Café Conf 2027!')).toBe('cafe-conf-2027');
    expect(slugify('  AI & Data: Summit ')).toBe('ai-and-data-summit');
    expect(slugify('東京')).toBe('conference');
  });

  it('cuts long titles at a word boundary', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('adds the next free numeric suffix on collision', () => {
    expect(nextFreeSlug('conf', [])).toBe('conf');
    expect(nextFreeSlug('conf', ['conf'])).toBe('conf-2');
    expect(nextFreeSlug('conf', ['conf', 'conf-2', 'conf-7', 'conf-x'])).toBe('conf-8');
  });
});

describe('normalizeUrl', () => {
  it('ignores scheme, www, case of the host, trailing slash, fragment and tracking parameters', () => {
    const same = ['https://www.Example.com/conf/', 'http://example.com/conf#tickets', 'https://example.com:443/conf?utm_source=x'];
    for (const url of same) expect(normalizeUrl(url)).toBe('example.com/conf');
  });

  it('keeps what tells two sites apart', () => {
    expect(normalizeUrl('https://example.com/conf?year=2027')).toBe('example.com/conf?year=2027');
    expect(normalizeUrl('https://example.com:8443/')).toBe('example.com:8443');
    expect(normalizeUrl('https://example.com/Conf')).not.toBe(normalizeUrl('https://example.com/conf'));
  });
});
