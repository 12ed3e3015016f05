import type { CompanyEvent } from '../types';
import { eventConferenceName, eventLocation, eventWhen, galleryPhotos, splitList } from './display';

const base: CompanyEvent = {
  id: 1,
  companySlug: 'acme',
  conferenceId: 7,
  conference: { id: 7, title: 'DevConf', slug: 'devconf', location: 'Berlin' },
  customConferenceName: null,
  location: null,
  role: 'ATTENDED',
  rating: null,
  year: 2024,
  month: 3,
  outcomes: null,
  notes: null,
  caseStudyUrl: null,
  photoUrls: null,
  status: 'published',
  createdAt: '2024-01-01T00:00:00Z',
};

describe('track record display', () => {
  it('splits comma-separated lists, dropping blanks', () => {
    expect(splitList(' Fintech, SaaS ,,AI ')).toEqual(['Fintech', 'SaaS', 'AI']);
    expect(splitList(null)).toEqual([]);
  });
  it('names the event by custom name, else conference title, else Conference #id', () => {
    expect(eventConferenceName({ ...base, customConferenceName: 'Local Meetup' })).toBe('Local Meetup');
    expect(eventConferenceName(base)).toBe('DevConf');
    expect(eventConferenceName({ ...base, conference: null })).toBe('Conference #7');
  });
  it('shows month abbreviation and year, or the year alone', () => {
    expect(eventWhen(base)).toBe('Mar 2024');
    expect(eventWhen({ ...base, month: null })).toBe('2024');
    expect(eventWhen({ ...base, year: null })).toBe('');
  });
  it("prefers the event's own location over the conference's", () => {
    expect(eventLocation(base)).toBe('Berlin');
    expect(eventLocation({ ...base, location: 'Online' })).toBe('Online');
    expect(eventLocation({ ...base, conference: null })).toBeNull();
  });
  it('captions gallery photos with event name and year', () => {
    const photos = galleryPhotos([{ ...base, photoUrls: ['/a.png', '/b.png'] }, { ...base, id: 2, customConferenceName: 'Meetup', year: null, photoUrls: ['/c.png'] }, base]);
    expect(photos).toEqual([
      { url: '/a.png', caption: 'DevConf 2024' },
      { url: '/b.png', caption: 'DevConf 2024' },
      { url: '/c.png', caption: 'Meetup' },
    ]);
  });
});
