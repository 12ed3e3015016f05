import { editionFreeKey, KnownConference, matchEntry, titleKey } from './matching';

const known = (over: Partial<KnownConference>): KnownConference => ({
  id: 1, title: 'React Day Berlin', normalizedUrl: 'reactday.berlin', startDay: '2026-12-04', city: 'Berlin', location: 'Berlin, Germany', online: false, ...over,
});
const entry = { title: 'React Day Berlin', normalizedUrl: 'reactday.berlin', startDay: '2026-12-04', city: 'Berlin', location: 'Berlin, Germany', online: false };

describe('matching an upstream entry to the listed conferences', () => {
  it('is the same conference at the same address starting within a day', () => {
    expect(matchEntry({ ...entry, startDay: '2026-12-05', title: 'Something else' }, [known({})])).toEqual({ kind: 'same', id: 1, by: 'url' });
  });

  it('is the same conference by title (year aside) within a day in the same city, or both online', () => {
    expect(matchEntry({ ...entry, normalizedUrl: 'gitnation.com/rdb', title: 'React Day Berlin 2026', city: 'berlin' }, [known({})])).toEqual({ kind: 'same', id: 1, by: 'title' });
    const online = { city: null, location: 'Online', online: true };
    expect(matchEntry({ ...entry, ...online, normalizedUrl: 'x.org' }, [known(online)])).toEqual({ kind: 'same', id: 1, by: 'title' });
  });

  it('queues near misses: another city, edition words, the same site on the same days, the same address days apart', () => {
    expect(matchEntry({ ...entry, normalizedUrl: 'x.org', city: 'Hamburg', location: 'Hamburg' }, [known({})])).toMatchObject({ kind: 'near', ids: [1], reason: expect.stringContaining('same title') });
    expect(matchEntry({ ...entry, normalizedUrl: 'x.org', title: 'React Day Berlin 2nd Edition' }, [known({})])).toMatchObject({ kind: 'near', reason: expect.stringContaining('edition words') });
    expect(matchEntry({ ...entry, normalizedUrl: 'reactday.berlin/workshops', title: 'Workshops' }, [known({})])).toMatchObject({ kind: 'near', reason: expect.stringContaining('same site') });
    expect(matchEntry({ ...entry, startDay: '2026-12-08' }, [known({})])).toMatchObject({ kind: 'near', reason: expect.stringContaining('same address') });
    expect(matchEntry({ ...entry, startDay: '2026-12-05', city: 'Munich', location: 'Munich, Germany' }, [known({})])).toMatchObject({ kind: 'near', reason: expect.stringContaining('same address') });
  });

  it('is new otherwise: another conference, the same one a year later, or the same site in another city that day', () => {
    expect(matchEntry({ ...entry, normalizedUrl: 'reactday.berlin/lyon', title: 'React Day Lyon', city: 'Lyon', location: 'Lyon, France' }, [known({})])).toEqual({ kind: 'new' });
    expect(matchEntry({ ...entry, title: 'Vue Day', normalizedUrl: 'vueday.dev' }, [known({})])).toEqual({ kind: 'new' });
    expect(matchEntry({ ...entry, startDay: '2027-12-03' }, [known({})])).toEqual({ kind: 'new' });
  });

  it('compares titles without case, accents, punctuation, years or edition words', () => {
    expect(titleKey('JSConf EU 2026!')).toBe('jsconf eu');
    expect(editionFreeKey('10th Annual DevOpsDays Zürich – Online Edition')).toBe('devopsdays zurich');
    expect(editionFreeKey('Civic Tech Conf')).toBe('civic tech');
  });
});
