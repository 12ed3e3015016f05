import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/test-render';
import type { Conference } from '@/types/conference';
import { NO_CONFERENCE_DETAILS } from '@/lib/discovery';
import { ConferenceHeader } from './ConferenceHeader';

const conference: Conference = {
  id: 3,
  slug: 'undated-conf',
  title: 'Undated Conf',
  url: 'https://undated.example.com/',
  imageUrl: 'https://images.example.com/missing.png',
  startDateUTC: null,
  endDateUTC: null,
  location: null,
  venue: null,
  type: 'General',
  source: 'community',
  status: 'published',
  votesCount: 0,
  ...NO_CONFERENCE_DETAILS,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('ConferenceHeader', () => {
  it('shows the image, and removes it rather than a broken-image icon when it cannot load', () => {
    renderWithProviders(<ConferenceHeader conference={conference} />);
    const image = screen.getByRole('img', { name: 'Undated Conf' });
    expect(image).toHaveAttribute('src', 'https://images.example.com/missing.png');
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Undated Conf' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Undated Conf' })).toBeInTheDocument();
  });

  it('shows no dates without a start date', () => {
    renderWithProviders(<ConferenceHeader conference={{ ...conference, imageUrl: null }} />);
    expect(screen.queryByText(/Date TBA|\d{4}/)).not.toBeInTheDocument();
  });

  it('says which open datasets list it, each linked to its site', () => {
    const sources = [
      { name: 'confs-tech', url: 'https://undated.example.com', firstSeen: '2026-11-01T00:00:00.000Z', lastSeen: '2026-11-27T00:00:00.000Z' },
      { name: 'developers-events', url: 'https://undated.example.com/', firstSeen: '2026-11-01T00:00:00.000Z', lastSeen: '2026-11-27T00:00:00.000Z' },
    ];
    renderWithProviders(<ConferenceHeader conference={{ ...conference, imageUrl: null, sources }} />);
    expect(screen.getByText(/Listed on/)).toHaveTextContent('Listed on confs.tech (opens in a new tab) and developers.events (opens in a new tab)');
    expect(screen.getByRole('link', { name: /confs\.tech/ })).toHaveAttribute('href', 'https://confs.tech/');
    expect(screen.getByRole('link', { name: /developers\.events/ })).toHaveAttribute('href', 'https://developers.events/');
  });

  it('says nothing of sources when none lists it', () => {
    renderWithProviders(<ConferenceHeader conference={{ ...conference, imageUrl: null, sources: [] }} />);
    expect(screen.queryByText(/Listed on/)).not.toBeInTheDocument();
  });
});
