import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/test-render';
import { serializeJsonLd } from '@/lib/json-ld';
import type { Conference } from '@/types/conference';
import { NO_CONFERENCE_DETAILS } from '@/lib/discovery';
import { ConferenceCard } from './ConferenceCard';

const HOSTILE = '</script><img src=x onerror="window.__pwned=1"> & \u2028 \u2029 <!--';

function conference(overrides: Partial<Conference> = {}): Conference {
  return {
    id: 7,
    slug: 'react-summit-2027',
    title: 'React Summit 2027',
    url: 'https://reactsummit.com/',
    imageUrl: null,
    startDateUTC: '2027-06-10T00:00:00.000Z',
    endDateUTC: '2027-06-11T00:00:00.000Z',
    location: 'Amsterdam, Netherlands',
    venue: null,
    type: 'Tech',
    source: 'community',
    status: 'published',
    votesCount: 0,
    ...NO_CONFERENCE_DETAILS,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('serializeJsonLd', () => {
  it('escapes everything that could end the script or start markup, and still parses back', () => {
    const json = serializeJsonLd({ name: HOSTILE });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(json).toContain('\\u0026');
    expect(json).toContain('\\u2028');
    expect(JSON.parse(json)).toEqual({ name: HOSTILE });
  });
});

describe('ConferenceCard', () => {
  it('shows the card of SPEC §2', async () => {
    renderWithProviders(<ConferenceCard conference={conference()} />);
    const title = await screen.findByRole('link', { name: /^React Summit 2027/ });
    expect(title).toHaveAttribute('href', 'https://reactsummit.com/');
    expect(title).toHaveAttribute('target', '_blank');
    expect(title.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Jun 10–11, 2027')).toBeInTheDocument();
    expect(screen.getByText('Amsterdam, Netherlands')).toBeInTheDocument();
    expect(screen.getByText('Tech')).toBeInTheDocument();
    expect(screen.getByText('Added by community')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/conference/react-summit-2027');
  });

  it('embeds schema.org Event data', async () => {
    const { container } = renderWithProviders(<ConferenceCard conference={conference({ imageUrl: '/api/objects/x.png' })} />);
    await screen.findByText('Added by community');
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'React Summit 2027',
      url: 'https://reactsummit.com/',
      image: 'http://localhost/api/objects/x.png',
      startDate: '2027-06-10T00:00:00.000Z',
      endDate: '2027-06-11T00:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Amsterdam, Netherlands', address: 'Amsterdam, Netherlands' },
      description: 'Tech conference',
    });
  });

  it('shows the attendance mode, the CFP countdown and a cancelled banner', async () => {
    const closesAt = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString();
    renderWithProviders(<ConferenceCard conference={conference({ attendanceMode: 'hybrid', cfpClosesAt: closesAt, eventStatus: 'postponed' })} />);
    expect(await screen.findByText('Hybrid')).toBeInTheDocument();
    expect(screen.getByText('CFP open, closes in 3 days, AoE')).toBeInTheDocument();
    expect(screen.getByText('Postponed')).toBeInTheDocument();
  });

  it('says the event is cancelled and offers no CFP for it', async () => {
    const { container } = renderWithProviders(<ConferenceCard conference={conference({ cfpClosesAt: new Date(Date.now() + 86_400_000 * 5).toISOString(), eventStatus: 'cancelled' })} />);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/CFP open/)).not.toBeInTheDocument();
    expect(JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!).eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('keeps a hostile title inside the JSON-LD script and out of the markup', async () => {
    const { container } = renderWithProviders(<ConferenceCard conference={conference({ title: HOSTILE, location: HOSTILE })} />);
    await screen.findByText('Added by community');
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].innerHTML).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(scripts[0].textContent!).name).toBe(HOSTILE);
    expect(container.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(HOSTILE.slice(0, 20));
  });

  it('never links to a script URL and shows a placeholder without an image', async () => {
    const { container } = renderWithProviders(<ConferenceCard conference={conference({ url: 'javascript:alert(1)', imageUrl: 'javascript:alert(2)' })} />);
    await screen.findByText('Added by community');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!).url).toBeUndefined();
  });
});
