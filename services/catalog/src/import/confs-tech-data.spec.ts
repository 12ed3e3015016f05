import { isCountryCode } from '@confdir/contracts';
import { parseConfsTech } from './confs-tech';
import { countryCodeOf } from './confs-tech-codes';
import { readConfsTechFolder } from './confs-tech.importer';
import { sharedData } from '../../../../testing/shared-data';

const DATA = sharedData('confs-tech', 'confs.tech mapping on the shared data');

// jest runs a skipped describe's body too, so nothing in it may read the folder at collection time.
(DATA ? describe : describe.skip)('confs.tech mapping on the shared data', () => {
  const files = DATA ? readConfsTechFolder(DATA) : [];
  const { candidates } = parseConfsTech(files);
  const find = (title: string, start: string) => candidates.find((c) => c.input.title === title && c.input.startDate === start)?.input;

  it('understands every country name the data uses', () => {
    const names = new Set(files.flatMap((f) => (JSON.parse(f.content) as { country?: string }[]).map((r) => r.country).filter((n): n is string => !!n)));
    const unknown = [...names].filter((n) => !isCountryCode(countryCodeOf(n)));
    expect(unknown).toEqual([]);
    expect(countryCodeOf('U.S.A.')).toBe('US');
    expect(countryCodeOf('U.K.')).toBe('GB');
    expect(countryCodeOf('Scotland')).toBe('GB');
  });

  it('fills the CFP, place, languages and every topic file of a conference', () => {
    expect(find('IT-Tage', '2023-12-11')).toMatchObject({
      cfpUrl: 'https://www.ittage.informatik-aktuell.de/call-for-papers.html',
      cfpEndDate: '2023-04-28',
      country: 'DE',
      city: 'Frankfurt am Main',
      languages: ['de', 'en'],
      topics: ['devops', 'java', 'ux'],
      attendanceMode: 'in-person',
    });
    expect(find('SmashingConf Amsterdam', '2026-04-13')).toMatchObject({ attendanceMode: 'hybrid', country: 'NL', languages: ['en'], topics: ['css', 'ux'] });
  });

  it('gives most conferences a country and many a CFP deadline', () => {
    const share = (pick: (c: (typeof candidates)[number]) => unknown) => candidates.filter(pick).length / candidates.length;
    expect(share((c) => c.input.country)).toBeGreaterThan(0.8);
    expect(share((c) => c.input.cfpEndDate)).toBeGreaterThan(0.25);
    expect(share((c) => c.input.attendanceMode === 'online')).toBeGreaterThan(0.1);
  });
});
