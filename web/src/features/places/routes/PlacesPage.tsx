import { useLocation, useParams } from 'react-router-dom';
import { CalendarPage } from './CalendarPage';
import { CityPage } from './CityPage';
import { CountryPage } from './CountryPage';
import { MapPage } from './MapPage';
import { TopicPage } from './TopicPage';

/**
 * Issue 35's pages as one chunk: each route's page by the parameters its path gives. Five lazy routes each
 * added their import and its preload list to every page's first load, and their small shared modules were
 * merged into the home page's chunks; one chunk costs one import. The map's drawing is a chunk of its own.
 */
export default function PlacesPage() {
  const params = useParams();
  const { pathname } = useLocation();
  if (params.topic !== undefined) return <TopicPage />;
  if (params.city !== undefined) return <CityPage />;
  if (params.cc !== undefined) return <CountryPage />;
  if (/^\/map\/?$/i.test(pathname)) return <MapPage />;
  return <CalendarPage />;
}
