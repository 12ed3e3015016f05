import { infoRank, pickInfoLink } from './info-links';

describe('the one more page add-by-link may read', () => {
  it.each([
    ['/venue', 'Venue', 0],
    ['/2019/access.html', 'Getting there', 0],
    ['/kaijo', '会場・アクセス', 0],
    ['/lugar', 'Como chegar', 0],
    ['/anfahrt/', 'Anfahrt', 0],
    ['/about', 'About', 1],
    ['/info', 'Infos pratiques', 1],
    ['/speakers', 'Speakers', null],
    ['/tickets', 'Buy tickets', null],
  ] as const)('%s "%s" ranks %s', (href, text, rank) => {
    expect(infoRank(href, text)).toBe(rank);
  });

  const home = 'https://fjord.example.org/2031/';
  it('picks a venue page before an about page, on the same site and edition only', () => {
    const links = [
      { href: '/2031/about', text: 'About' },
      { href: 'https://tickets.example.com/venue', text: 'Venue' },
      { href: '/2030/venue', text: 'Venue' },
      { href: '#venue', text: 'Venue' },
      { href: 'https://www.fjord.example.org/2031/venue#map', text: 'Venue' },
    ];
    expect(pickInfoLink(links, home, 2031)).toBe('https://www.fjord.example.org/2031/venue');
    expect(pickInfoLink(links.slice(0, 4), home, 2031)).toBe('https://fjord.example.org/2031/about');
  });

  it('never picks the page itself, another site, a user-info link or a non-http link', () => {
    const links = [
      { href: '/2031/', text: 'Venue' },
      { href: 'https://user:pw@fjord.example.org/venue', text: 'Venue' },
      { href: 'javascript:alert(1)', text: 'Venue' },
      { href: 'https://fjord.example.org.evil.test/venue', text: 'Venue' },
    ];
    expect(pickInfoLink(links, home, 2031)).toBeNull();
  });
});
