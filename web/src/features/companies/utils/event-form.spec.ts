import { emptyEventForm, hasConference, toEventPayload } from './event-form';

describe('event form', () => {
  const now = new Date('2026-05-01T12:00:00Z');

  it('starts with role ATTENDED, the current year and everything else empty', () => {
    expect(emptyEventForm(now)).toMatchObject({ mode: 'list', role: 'ATTENDED', year: '2026', conferenceId: '', rating: '', month: '', photoUrls: [] });
  });

  it('may be submitted only with a conference chosen or a custom name entered', () => {
    expect(hasConference({ mode: 'list', conferenceId: '', customConferenceName: 'x' })).toBe(false);
    expect(hasConference({ mode: 'list', conferenceId: '4', customConferenceName: '' })).toBe(true);
    expect(hasConference({ mode: 'custom', conferenceId: '4', customConferenceName: '  ' })).toBe(false);
    expect(hasConference({ mode: 'custom', conferenceId: '', customConferenceName: 'Meetup' })).toBe(true);
  });

  it('sends the custom name as null in list mode, with empty values as null', () => {
    const payload = toEventPayload({ ...emptyEventForm(now), conferenceId: '12', customConferenceName: 'left over' });
    expect(payload).toEqual({
      conferenceId: 12,
      customConferenceName: null,
      location: null,
      role: 'ATTENDED',
      rating: null,
      year: 2026,
      month: null,
      outcomes: null,
      notes: null,
      caseStudyUrl: null,
      photoUrls: null,
    });
  });

  it('sends the conference id as null in custom mode, and trims text', () => {
    const payload = toEventPayload({
      ...emptyEventForm(now),
      mode: 'custom',
      conferenceId: '12',
      customConferenceName: ' Meetup ',
      rating: '4',
      month: '11',
      role: 'SPOKE',
      outcomes: ' 3 deals ',
      photoUrls: ['/api/objects/a'],
    });
    expect(payload).toMatchObject({ conferenceId: null, customConferenceName: 'Meetup', rating: 4, month: 11, role: 'SPOKE', outcomes: '3 deals', photoUrls: ['/api/objects/a'] });
  });
});
