import { screen } from '@testing-library/react';
import type { MapCluster } from '@confdir/contracts/web';
import { renderWithProviders } from '@/lib/test-render';
import { StaticWorldMap } from './StaticWorldMap';

const city = (name: string, latitude: number, longitude: number, count: number): MapCluster => ({ country: 'XX', city: name.toLowerCase(), name, latitude, longitude, count });

describe('StaticWorldMap', () => {
  it('marks each city at its longitude and latitude as percentages of the world picture, and says what the list holds', () => {
    const { container } = renderWithProviders(<StaticWorldMap clusters={[city('Berlin', 52.52, 13.4, 9), city('Sydney', -33.87, 151.21, 2)]} />);
    expect(screen.getByRole('img', { name: 'World map with the 2 busiest cities marked; the list of cities names them' })).toBeInTheDocument();
    const dots = [...container.querySelectorAll<HTMLElement>('.static-map-dot')];
    expect(dots.map((d) => [d.style.left, d.style.top])).toEqual([
      ['53.72%', '20.82%'],
      ['92.00%', '68.82%'],
    ]);
  });

  it('draws at most the 300 busiest cities', () => {
    const many = Array.from({ length: 450 }, (_, i) => city(`C${i}`, 0, i % 180, 450 - i));
    const { container } = renderWithProviders(<StaticWorldMap clusters={many} />);
    expect(container.querySelectorAll('.static-map-dot')).toHaveLength(300);
  });
});
