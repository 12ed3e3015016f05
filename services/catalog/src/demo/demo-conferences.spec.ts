import { CONFERENCE_TYPES } from '@confdir/contracts';
import { normalizeConferenceInput } from '../conferences/conference-input';
import { quarterRange } from '../ranking/quarter';
import { DEMO_CONFERENCES } from './demo-conferences';

describe('demo conferences', () => {
  it('are valid submissions with distinct sites', () => {
    const normalized = DEMO_CONFERENCES.map((c) => normalizeConferenceInput(c));
    expect(new Set(normalized.map((c) => c.normalizedUrl)).size).toBe(DEMO_CONFERENCES.length);
    expect(DEMO_CONFERENCES.length).toBeGreaterThanOrEqual(30);
  });

  it('cover every type and the four quarters after November 2026', () => {
    expect(new Set(DEMO_CONFERENCES.map((c) => c.type))).toEqual(new Set(CONFERENCE_TYPES));
    for (const quarter of ['2026-Q4', '2027-Q1', '2027-Q2', '2027-Q3', '2027-Q4']) {
      const { start, end } = quarterRange(quarter);
      const inQuarter = DEMO_CONFERENCES.filter((c) => new Date(c.startDate) >= start && new Date(c.startDate) < end);
      expect(inQuarter.length).toBeGreaterThanOrEqual(3);
    }
  });
});
