import { CorpusEntry, judge } from './corpus';

const entry: CorpusEntry = {
  file: 'x.html',
  servedUrl: 'https://x.example.org/2030/',
  language: 'en',
  structured: false,
  title: 'X Conf 2030',
  startDate: '2030-05-01',
  endDate: '2030-05-02',
  location: 'Braga, Portugal',
  venue: 'Theatro Circo',
  url: 'https://x.example.org/',
  imageUrl: null,
  alternatives: { startDate: ['2030-04-30'] },
  traps: { endDate: ['2030-05-02'] },
};

describe('judge', () => {
  it.each([
    ['title', 'x conf 2030', 'right'],
    ['title', 'X Conf', 'wrong'],
    ['startDate', '2030-04-30', 'right'],
    ['startDate', null, 'miss'],
    ['startDate', '2030-03-01', 'wrong'],
    ['endDate', '2030-05-02', 'wrong'],
    ['location', 'Braga', 'right'],
    ['location', 'Lisbon, Portugal', 'wrong'],
    ['venue', 'Theatro Circo de Braga', 'right'],
    ['url', 'https://x.example.org/2030', 'right'],
    ['url', 'http://localhost/', 'wrong'],
    ['imageUrl', null, 'right'],
    ['imageUrl', 'https://x.example.org/a.png', 'wrong'],
  ] as const)('%s = %j is %s', (field, value, verdict) => {
    expect(judge(entry, field, value)).toBe(verdict);
  });
});

describe('judge on venues', () => {
  it('takes British and American spellings of one building as the same venue', () => {
    expect(judge({ ...entry, venue: 'Braga Convention Center' }, 'venue', 'BRAGA CONVENTION CENTRE-BCC')).toBe('right');
    expect(judge({ ...entry, venue: 'Braga Convention Center' }, 'venue', 'Braga Concert Centre')).toBe('wrong');
  });
});
