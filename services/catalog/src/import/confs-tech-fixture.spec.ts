import { join } from 'node:path';
import { parseConfsTech } from './confs-tech';
import { readConfsTechFolder } from './confs-tech.importer';

/** The sample of the real data kept in the repository (test/fixtures/confs-tech): runs on every clone. */
const FIXTURE = join(__dirname, '..', '..', 'test', 'fixtures', 'confs-tech');

describe('confs.tech mapping on the repository sample', () => {
  const { records, candidates, rejected } = parseConfsTech(readConfsTechFolder(FIXTURE));
  const find = (title: string, start: string) => candidates.find((c) => c.input.title === title && c.input.startDate === start)?.input;

  it('reads every file of the layout and merges the copies of one conference filed under several topics', () => {
    expect(records).toBe(16);
    expect(candidates).toHaveLength(12);
    expect(find('IT-Tage', '2023-12-11')).toMatchObject({
      cfpUrl: 'https://www.ittage.informatik-aktuell.de/call-for-papers.html',
      cfpEndDate: '2023-04-28',
      country: 'DE',
      city: 'Frankfurt am Main',
      languages: ['de', 'en'],
      topics: ['devops', 'java', 'ux'],
      attendanceMode: 'in-person',
    });
    expect(find('SmashingConf Amsterdam', '2026-04-13')).toMatchObject({ attendanceMode: 'hybrid', country: 'NL', topics: ['css', 'ux'] });
    expect(find('XtremeJS Online Conference', '2026-11-10')).toMatchObject({ attendanceMode: 'online', location: 'Online', country: null });
    expect(find('CTO Craft Con: London', '2027-03-15')).toMatchObject({ country: 'GB', city: 'London' });
  });

  it('rejects a record with neither place nor online flag, naming its file and position', () => {
    expect(rejected).toEqual([{ where: '2024/general.json #1', name: 'Machine Learning Week', reason: 'no city or country and not marked online' }]);
  });
});
