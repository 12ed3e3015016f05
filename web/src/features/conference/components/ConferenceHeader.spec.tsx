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
});
