import { readLandingFilters } from '@confdir/contracts/web';
import { useParams } from 'react-router-dom';
import { useCountry } from '../api/get-places';
import { CountedLinks } from '../components/CountedLinks';
import { LandingListing } from '../components/LandingListing';
import { SubjectError, SubjectLoading } from '../components/SubjectState';
import { cityPath, countryPath } from '@/lib/site';

const readCountryFilters = (params: URLSearchParams) => readLandingFilters(params, 'country');

/** /countries/:cc: the upcoming conferences in a country and its cities with theirs (issue 35). */
export function CountryPage() {
  const { cc = '' } = useParams();
  const query = useCountry(cc);
  if (query.isPending) return <SubjectLoading />;
  if (query.isError) return <SubjectError error={query.error} title="Country" />;
  const country = query.data;
  const more = country.citiesTotal > country.cities.length ? `The ${country.cities.length} busiest of ${country.citiesTotal} cities.` : undefined;
  return (
    <LandingListing
      landing={{ path: countryPath(country.code), heading: `Tech Conferences in ${country.name}`, subject: `technology conferences in ${country.name}`, counts: country }}
      scope={{ country: country.code }}
      read={readCountryFilters}
      omit={['country', 'continent']}
      related={new URLSearchParams({ country: country.code }).toString()}
    >
      <CountedLinks
        id="cities"
        title={`Cities in ${country.name}`}
        description={more}
        links={country.cities.map((city) => ({ to: cityPath(country.code, city.slug), label: city.name, count: city.upcoming }))}
      />
    </LandingListing>
  );
}
