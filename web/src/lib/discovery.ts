/**
 * The discovery vocabulary (attendance modes, event statuses, topics, countries and continents,
 * CFP deadlines) shared with the server, from the browser-safe `@confdir/contracts/web` entry.
 */
export {
  AOE, CONFERENCE_TOPICS, CONTINENT_CODES, CONTINENTS, COUNTRY_CODES, COUNTRY_CONTINENT, DISCOVERY_LIMITS, EVENT_STATUSES,
  NO_CONFERENCE_DETAILS, SCHEMA_ORG_ATTENDANCE, SCHEMA_ORG_EVENT_STATUS, ATTENDANCE_MODES,
  cfpClosesAt, countriesOf, countryName, isCountryCode, isLanguageCode, isTimeZone, languageName,
} from '@confdir/contracts/web';
export type { AttendanceMode, ConferenceDetails, ConferenceDetailsInput, ConferenceTopic, Continent, EventStatus } from '@confdir/contracts/web';
