import { DEFAULT_FILTERS, readFilters, toApiQuery, writeFilters } from './listing-filters';

describe('browse filters in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('round-trips every filter', () => {
    const discovery = { mode: 'hybrid', country: 'DE', continent: 'EU', language: 'de', topic: 'javascript', cfpOpen: true, coc: true, captions: true, scholarship: true };
    const filters = { q: 'react', type: 'AI', from: '2027-01-01', to: '2027-03-31', location: 'Berlin', sort: 'recent' as const, page: 3, ...discovery };
    const query = writeFilters(filters);
    expect(query.toString()).toBe(
      'q=react&type=AI&from=2027-01-01&to=2027-03-31&location=Berlin&mode=hybrid&country=DE&continent=EU&language=de&topic=javascript&cfp=open&coc=true&captions=true&scholarship=true&sort=recent&page=3',
    );
    expect(readFilters(query)).toEqual(filters);
  });

  it('drops values the API would refuse', () => {
    expect(readFilters(new URLSearchParams('type=Nope&sort=best&page=0&from=yesterday&to=2027-13-45'))).toEqual(DEFAULT_FILTERS);
    expect(readFilters(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(readFilters(new URLSearchParams('mode=remote&country=Germany&continent=XX&language=english&topic=cooking&cfp=yes&coc=yes&captions=1&scholarship=false'))).toEqual(DEFAULT_FILTERS);
  });

  it("sends no empty values and no 'all' to the API", () => {
    // The default sort is the API's: relevance when searching, soonest first otherwise.
    expect(toApiQuery(DEFAULT_FILTERS)).toEqual({ q: '', type: undefined, from: '', to: '', location: '', sort: undefined, page: 1 });
    expect(toApiQuery({ ...DEFAULT_FILTERS, sort: 'recent' })).toMatchObject({ sort: 'recent' });
    expect(toApiQuery({ ...DEFAULT_FILTERS, q: '  vue ', type: 'Tech' })).toMatchObject({ q: 'vue', type: 'Tech' });
    expect(toApiQuery({ ...DEFAULT_FILTERS, country: 'FR', cfpOpen: true })).toMatchObject({ country: 'FR', cfp: 'open' });
    expect(toApiQuery({ ...DEFAULT_FILTERS, coc: true, captions: true })).toMatchObject({ coc: 'true', captions: 'true' });
    expect(toApiQuery(DEFAULT_FILTERS)).not.toHaveProperty('coc');
  });
});
