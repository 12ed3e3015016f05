import { emptyEventForm } from './event-form';
import { eventFormSchema } from './event-schema';

const messageOf = (patch: object) => eventFormSchema.safeParse({ ...emptyEventForm(), ...patch }).error?.issues[0].message;

describe('event form checks', () => {
  it('accepts the empty form', () => {
    expect(eventFormSchema.safeParse(emptyEventForm()).success).toBe(true);
  });
  it('keeps the year within 2000-2100', () => {
    expect(messageOf({ year: '1999' })).toBe('Year must be a whole number from 2000 to 2100');
    expect(messageOf({ year: '2101' })).toBe('Year must be a whole number from 2000 to 2100');
    expect(messageOf({ year: '2100' })).toBeUndefined();
  });
  it('wants an http(s) case study URL', () => {
    expect(messageOf({ caseStudyUrl: 'not a url' })).toBe('Must be a valid URL');
    expect(messageOf({ caseStudyUrl: 'javascript:alert(1)' })).toBe('Must be a valid URL');
    expect(messageOf({ caseStudyUrl: 'https://example.com/case' })).toBeUndefined();
  });
  it('keeps the rating within 1-5', () => {
    expect(messageOf({ rating: '6' })).toBe('Rating must be a whole number from 1 to 5');
    expect(messageOf({ rating: '5' })).toBeUndefined();
  });
});
