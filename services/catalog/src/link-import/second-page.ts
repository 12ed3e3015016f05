import type { LinkPreviewField } from '@confdir/contracts';
import type { ParsedConference } from './page-parser';

/**
 * Facts the pasted page lacks, taken from the one venue/about page read after it. The title never
 * comes from there (the pasted page names the event or nothing is read); every value taken says which
 * page it came from and asks for a check: another page of a site may speak of another edition or event.
 */

/** The pasted page lacks a fact another page of the site could give. */
export function lacksFacts(home: ParsedConference): boolean {
  // An online edition has no venue to look for.
  return home.title !== null && (home.startDate === null || home.location === null || (home.venue === null && home.location !== 'Online'));
}

/** Fields that travel together: the dates as a pair, the place with the country and city read from it. */
const GROUPS: LinkPreviewField[][] = [['startDate', 'endDate'], ['location', 'country', 'city'], ['venue']];

const cityOf = (p: ParsedConference) => (p.city ?? p.location?.split(',')[0] ?? '').trim().toLowerCase();

export function withSecondPage(home: ParsedConference, second: ParsedConference, secondUrl: string, edition: number | null): ParsedConference {
  // A venue page that names another city than the pasted page speaks of something else.
  if (home.location && second.location && cityOf(home) !== cityOf(second)) return home;
  const merged: ParsedConference = { ...home, notes: { ...home.notes } };
  for (const group of GROUPS) {
    if (home[group[0]] !== null || second[group[0]] === null) continue;
    // Dates of another year than the edition's are another edition's.
    if (group[0] === 'startDate' && edition !== null && !second.startDate!.startsWith(String(edition))) continue;
    for (const f of group) {
      Object.assign(merged, { [f]: second[f] });
      if (second[f] !== null) merged.notes[f] = { ...second.notes[f], page: secondUrl, confidence: 'check' };
    }
  }
  if (merged.attendanceMode === null && (merged.location || merged.venue)) {
    merged.attendanceMode = merged.location === 'Online' ? 'online' : 'in-person';
    merged.notes.attendanceMode = { source: 'page text', page: secondUrl, confidence: 'check' };
  }
  return merged;
}
