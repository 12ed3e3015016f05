import { cfpState, deadlineLabel } from './cfp';

const NOW = Date.parse('2027-01-28T12:00:00Z');
const at = (iso: string, cfpTimezone = 'AoE') => cfpState({ cfpClosesAt: iso, cfpTimezone }, NOW);

describe('CFP countdown', () => {
  it('counts whole days, then hours, then minutes, naming the zone', () => {
    expect(at('2027-02-01T12:00:00Z')).toEqual({ open: true, countdown: 'closes in 4 days, AoE' });
    expect(at('2027-01-29T13:00:00Z')).toEqual({ open: true, countdown: 'closes in 1 day, AoE' });
    expect(at('2027-01-28T17:30:00Z', 'Europe/Berlin')).toEqual({ open: true, countdown: 'closes in 5 hours, Europe/Berlin' });
    expect(at('2027-01-28T12:20:00Z', 'America/New_York')).toEqual({ open: true, countdown: 'closes in 20 minutes, America/New York' });
  });

  it('is closed from the closing instant on, and absent without a deadline', () => {
    expect(at('2027-01-28T12:00:00Z')).toEqual({ open: false, countdown: 'closed' });
    expect(cfpState({ cfpClosesAt: null, cfpTimezone: 'AoE' }, NOW)).toBeNull();
  });

  it('writes the deadline day as the organisers did', () => {
    expect(deadlineLabel({ cfpEndDate: '2027-01-31', cfpTimezone: 'AoE' })).toBe('Jan 31, 2027 (AoE)');
    expect(deadlineLabel({ cfpEndDate: null, cfpTimezone: 'AoE' })).toBeNull();
  });
});
