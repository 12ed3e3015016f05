import { parseConferencePage } from './page-parser';
import { lacksFacts, withSecondPage } from './second-page';

const page = (body: string, title = 'Fjord Conf 2031') => parseConferencePage(`<html><head><title>${title}</title></head><body>${body}</body></html>`, 'https://fjord.example.org/2031/');

describe('facts from the second page', () => {
  it('looks further only for a page with a title that lacks dates, place or venue (an online one needs no venue)', () => {
    expect(lacksFacts(page('<h1>Fjord Conf 2031</h1><p>September 18–19, 2031 · Bergen, Norway</p>'))).toBe(true);
    expect(lacksFacts(page('<p>September 18–19, 2031</p><p>Join us online this year.</p>'))).toBe(false);
    expect(lacksFacts(page('<p>Nothing</p>', ''))).toBe(false);
  });

  it('fills only what is missing, never the title, and marks each value check with its page', () => {
    const home = page('<h1>Fjord Conf 2031</h1><p>Bergen, Norway</p>');
    const venue = page('<h2>Venue</h2><p>Grieghallen</p><p>Edvard Griegs plass 1, 5015 Bergen, Norway</p><p>September 18–19, 2031</p>', 'Venue – Other Name 2031');
    const merged = withSecondPage(home, venue, 'https://fjord.example.org/2031/venue', 2031);
    expect(merged).toMatchObject({ title: 'Fjord Conf 2031', venue: 'Grieghallen', startDate: '2031-09-18', endDate: '2031-09-19' });
    expect(merged.notes.venue).toMatchObject({ page: 'https://fjord.example.org/2031/venue', confidence: 'check' });
    expect(merged.notes.startDate).toMatchObject({ page: 'https://fjord.example.org/2031/venue', confidence: 'check' });
  });

  it('takes nothing from a page about another city, and no dates of another year', () => {
    const home = page('<h1>Fjord Conf 2031</h1><p>Bergen, Norway</p>');
    const elsewhere = page('<h2>Venue</h2><p>Oslo Spektrum</p><p>Sonja Henies plass 2, 0185 Oslo, Norway</p>');
    expect(withSecondPage(home, elsewhere, 'https://fjord.example.org/2031/venue', 2031).venue).toBeNull();
    const lastYear = page('<p>September 18–19, 2030</p>', 'About – Fjord Conf');
    expect(withSecondPage(home, lastYear, 'https://fjord.example.org/2031/about', 2031).startDate).toBeNull();
  });
});
