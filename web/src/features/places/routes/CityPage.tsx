import { Link } from '@chakra-ui/react';
import { readLandingFilters } from '@confdir/contracts/web';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useCity } from '../api/get-places';
import { LandingListing } from '../components/LandingListing';
import { Redirect } from '../components/Redirect';
import { SubjectError, SubjectLoading } from '../components/SubjectState';
import { cityPath, countryPath } from '@/lib/site';

const readCityFilters = (params: URLSearchParams) => readLandingFilters(params, 'country');

/**
 * /countries/:cc/:city: the upcoming conferences in a city (issue 35). The city may be named in any
 * spelling or script (`Zürich`, `Цюрих`): the page moves to its slug (the server answers 301).
 */
export function CityPage() {
  const { cc = '', city: param = '' } = useParams();
  const { search } = useLocation();
  const query = useCity(cc, param);
  if (query.isPending) return <SubjectLoading />;
  if (query.isError) return <SubjectError error={query.error} title="City" />;
  const city = query.data;
  const path = cityPath(city.country.code, city.slug);
  if (city.slug !== param) return <Redirect to={`${path}${search}`} />;
  const where = `${city.name}, ${city.country.name}`;
  return (
    <LandingListing
      landing={{ path, heading: `Tech Conferences in ${where}`, subject: `technology conferences in ${where}`, counts: city }}
      scope={{ country: city.country.code, city: city.slug }}
      read={readCityFilters}
      omit={['country', 'continent']}
      related={new URLSearchParams({ country: city.country.code }).toString()}
    >
      <Link asChild color="brand.fg" textDecoration="underline" alignSelf="start">
        <RouterLink to={countryPath(city.country.code)}>All conferences in {city.country.name}</RouterLink>
      </Link>
    </LandingListing>
  );
}
