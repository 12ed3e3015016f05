import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { LINK_PREVIEW_CONFIDENCES } from '@confdir/contracts';

/**
 * Answers of the API as OpenAPI component schemas (issue 15). The wire types in @confdir/contracts are
 * TypeScript interfaces, which leave nothing at run time to read, so their shapes are written here
 * once; the api-docs test checks real answers against them. Fields listed are the ones always there;
 * additional properties are allowed, so a new optional field never breaks a client.
 */
const str: SchemaObject = { type: 'string' };
const int: SchemaObject = { type: 'integer' };
const bool: SchemaObject = { type: 'boolean' };
const dateTime: SchemaObject = { type: 'string', format: 'date-time' };
const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });
const ref = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` }) as SchemaObject;
const list = (items: SchemaObject): SchemaObject => ({ type: 'array', items });
const obj = (properties: Record<string, SchemaObject>, optional: string[] = []): SchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});

/** Fields of every paged answer (issue 11): the rows are one page of `total`. */
const paging = { page: int, pageSize: int, total: int };

const conferenceRef = obj({ id: int, slug: str, title: str, location: nullable(str) });

export const RESPONSE_SCHEMAS: Record<string, SchemaObject> = {
  /** Every refused or failed request (SPEC: one error shape across all routes). */
  Error: obj(
    {
      statusCode: { ...int, example: 400 },
      error: { ...str, example: 'Bad Request' },
      message: { ...str, example: 'limit must be a whole number from 1 to 50' },
      details: { type: 'object', additionalProperties: true, description: 'Machine-readable extras, e.g. the existing slug of a duplicate (409)' },
    },
    ['details'],
  ),
  Conference: obj({
    id: int,
    slug: str,
    title: str,
    url: { ...str, format: 'uri' },
    imageUrl: nullable(str),
    startDateUTC: nullable(dateTime),
    endDateUTC: nullable(dateTime),
    location: nullable(str),
    venue: nullable(str),
    type: str,
    source: str,
    status: str,
    votesCount: int,
    createdAt: dateTime,
    updatedAt: dateTime,
    cfpUrl: nullable(str),
    cfpEndDate: nullable({ ...str, format: 'date' }),
    cfpTimezone: { ...str, description: "'AoE' (the default), 'UTC' or an IANA zone such as Europe/Berlin" },
    cfpClosesAt: nullable(dateTime),
    attendanceMode: { ...str, enum: ['in-person', 'online', 'hybrid'] },
    eventStatus: str,
    country: nullable({ ...str, description: "ISO 3166-1 alpha-2: the writer's, else the country of the city the location names" }),
    city: nullable({ ...str, description: "The writer's city, else the gazetteer's name of the city the location names" }),
    citySlug: nullable({ ...str, description: 'The city in the gazetteer (GeoNames), unique within its country: /api/places/countries/{country}/{citySlug}; null when online or not known' }),
    latitude: nullable({ type: 'number', description: "The city's latitude (WGS 84 degrees)" }),
    longitude: nullable({ type: 'number', description: "The city's longitude (WGS 84 degrees)" }),
    languages: list(str),
    topics: list(str),
    cocUrl: nullable({ ...str, format: 'uri', description: "The code of conduct's page" }),
    captions: { ...bool, description: 'Talks are captioned or interpreted in sign language' },
    scholarship: { ...bool, description: 'Scholarships or diversity tickets are offered' },
    twitter: nullable({ ...str, description: 'X/Twitter handle without @: https://x.com/{twitter}' }),
    mastodon: nullable({ ...str, description: 'Mastodon handle @user@host: https://{host}/@{user}' }),
    bluesky: nullable({ ...str, description: 'Bluesky handle: https://bsky.app/profile/{bluesky}' }),
    sources: {
      ...list(obj({ name: { ...str, enum: ['confs-tech', 'developers-events'] }, url: str, firstSeen: dateTime, lastSeen: dateTime, gone: { ...bool, description: 'Admin answers only: no longer listed upstream (the conference is kept)' } }, ['gone'])),
      description: 'The open datasets that list it, on one conference and in the admin list (listings leave it out)',
    },
  }, ['sources']),
  ConferenceList: obj(
    {
      conferences: list(ref('Conference')),
      total: int,
      page: int,
      totalPages: int,
      facets: {
        ...ref('Facets'),
        description: 'Counts per filter value for this query and filters (GET /api/conferences only)',
      } as SchemaObject,
      didYouMean: nullable({ ...str, description: 'When q finds nothing: the closest query that finds something (GET /api/conferences only)' }),
    },
    ['facets', 'didYouMean'],
  ),
  Facets: {
    ...obj({ type: list(ref('FacetCount')), mode: list(ref('FacetCount')), country: list(ref('FacetCount')), topic: list(ref('FacetCount')) }),
    description:
      'Per type, attendance mode (online and in-person include hybrid), country and topic: how many conferences the value would list with q and the other filters as they are (each facet counted without its own filter, so with no type chosen the type counts add up to total). Most first, at most 60 values, none without conferences; exact or at most 30 s behind the data.',
  },
  FacetCount: obj({ value: str, count: int }),
  Suggest: obj({
    conferences: { ...list(obj({ slug: str, title: str, startDateUTC: nullable(dateTime), location: nullable(str) })), description: 'At most 8 upcoming conferences, most relevant first (typos forgiven)' },
    cities: { ...list(obj({ country: str, city: str, count: int })), description: 'At most 3 cities of published conferences whose name starts with q, busiest first' },
    topics: { ...list(str), description: 'At most 3 topics (the listing topic filter values) starting with or containing q' },
  }),
  Top: obj({ conferences: list(ref('Conference')) }),
  SyncRun: obj({
    id: int, trigger: { ...str, enum: ['schedule', 'admin', 'command'] }, status: { ...str, enum: ['running', 'ok', 'partial', 'failed'] }, startedAt: dateTime, finishedAt: nullable(dateTime),
    created: int, updated: int, unchanged: int, linked: int, queued: int, gone: int, rejected: int, durationMs: nullable(int), errorCount: int,
    errors: list(obj({ where: str, reason: str })),
  }),
  SyncSources: obj({
    sources: list(obj({ name: str, label: str, upstream: str, scheduled: bool, intervalMinutes: int, runs: list(ref('SyncRun')) })),
    openReviews: int,
  }),
  SyncStarted: obj({ source: str, runId: int }),
  SyncReview: obj({
    id: int, source: str, reason: str, createdAt: dateTime,
    entry: obj({ title: str, url: str, startDate: str, endDate: str, location: nullable(str), where: str }),
    candidates: list(obj({ id: int, slug: str, title: str, location: nullable(str), startDateUTC: nullable(dateTime), url: str })),
  }),
  Vote: obj({ hasVoted: bool, votesCount: int }),
  Review: obj({ id: int, conferenceId: int, userName: str, role: str, rating: nullable(int), title: nullable(str), body: str, status: str, createdAt: dateTime }, ['rating', 'title']),
  Reviews: obj({ reviews: list(ref('Review')), avgRating: nullable({ type: 'number' }), countsByRole: { type: 'object', additionalProperties: int }, ...paging }),
  Interest: obj({ id: int, conferenceId: int, companyName: str, status: str, comment: nullable(str), submittedBy: nullable(str), createdAt: dateTime, updatedAt: dateTime }, ['comment', 'submittedBy']),
  Interests: obj({ interests: list(ref('Interest')), countsByStatus: { type: 'object', additionalProperties: int }, ...paging }),
  Company: obj({
    id: int,
    name: str,
    slug: str,
    website: nullable(str),
    logoUrl: nullable(str),
    contactEmail: nullable(str),
    locations: nullable(str),
    backing: nullable(str),
    icpSummary: nullable(str),
    targetIndustries: nullable(str),
    targetTitles: nullable(str),
    targetCompanySizes: nullable(str),
    targetRegions: nullable(str),
    targetNotes: nullable(str),
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  CreatedCompany: { allOf: [ref('Company'), obj({ editToken: { ...str, description: 'Shown once: send it as x-company-token to edit this company' } })] },
  CompanyList: obj({ companies: list(ref('Company')), ...paging }),
  CompanyEvent: obj(
    {
      id: int,
      companySlug: str,
      conferenceId: nullable(int),
      conference: nullable(conferenceRef),
      customConferenceName: nullable(str),
      location: nullable(str),
      role: str,
      rating: nullable(int),
      year: nullable(int),
      month: nullable(int),
      outcomes: nullable(str),
      notes: nullable(str),
      caseStudyUrl: nullable(str),
      photoUrls: nullable(list(str)),
      status: str,
      createdAt: dateTime,
    },
    ['conference'],
  ),
  CompanyProfile: obj({
    company: ref('Company'),
    events: list(ref('CompanyEvent')),
    interests: list(obj({ id: int, conferenceId: int, conference: nullable(obj({ id: int, title: str, slug: str })), companyName: nullable(str), status: str, updatedAt: dateTime })),
  }),
  Recommendations: obj({
    recommendations: list(
      obj({
        conference: obj({ id: int, slug: str, title: str, location: nullable(str), startDateUTC: nullable(dateTime), endDateUTC: nullable(dateTime), type: str, attendanceMode: str }),
        score: { ...int, minimum: 0, maximum: 100 },
        reasons: list(str),
      }),
    ),
    total: int,
    page: int,
    limit: int,
    totalPages: int,
  }),
  SimilarCompanies: obj({
    companies: list(obj({ name: str, slug: str, similarity: { ...int, minimum: 0, maximum: 100 }, shared: list(str), sharedConferences: list(obj({ slug: str, title: str })) })),
  }),
  ConferenceCompanies: obj({
    groups: list(obj({ role: { ...str, enum: ['SPONSORING', 'EXHIBITING', 'SPEAKING', 'ATTENDING'] }, companies: list(obj({ name: str, slug: nullable(str) })) })),
    total: int,
  }),
  ConferencePage: obj({
    conference: ref('Conference'),
    reviews: ref('Reviews'),
    interests: ref('Interests'),
    companies: ref('ConferenceCompanies'),
    featured: obj({ companySlug: str, events: list(ref('CompanyEvent')) }),
  }),
  /** What a conference page says, field by field, with where each value came from (add-by-link previews). */
  LinkPreview: obj({
    page: { ...str, format: 'uri', description: 'The address the page was read from, after redirects' },
    fields: obj(Object.fromEntries(['title', 'startDate', 'endDate', 'location', 'venue', 'url', 'imageUrl', 'description', 'cfpUrl', 'cfpEndDate', 'attendanceMode', 'eventStatus', 'country', 'city'].map((name) => [name, nullable(str)]))),
    notes: {
      type: 'object',
      description: 'Per field (same keys as fields): where the value was read, from which page, how sure the reading is, and why',
      additionalProperties: obj(
        {
          source: { ...str, enum: ['structured data', 'meta tags', 'page text', 'page address'] },
          page: { ...str, format: 'uri', description: 'The page the value was read from: the pasted one, or the one venue/access/about page followed from it when the pasted page lacked the fact' },
          confidence: {
            ...str,
            enum: [...LINK_PREVIEW_CONFIDENCES],
            description: "Set on every field with a value. 'high': stated plainly (structured data, the page's own meta tags, a labelled or repeated statement) with nothing on the page disagreeing; 'check': a person should verify it (read from prose, beside a CFP/deadline/ticket word, in a footer, on another page of the site, or the page disagrees with itself)",
          },
          reason: str,
        },
        ['source', 'page', 'confidence', 'reason'],
      ),
    },
  }),
  Countries: obj({ countries: list(ref('CountryCounts')) }),
  CountryCounts: obj({ code: { ...str, description: 'ISO 3166-1 alpha-2, upper case' }, name: str, upcoming: int, total: int, cityCount: int }),
  Country: {
    allOf: [ref('CountryCounts'), obj({ cities: list(ref('CityCounts')), citiesTotal: { ...int, description: 'Cities with a conference; `cities` lists the busiest 200' } })],
  },
  CityCounts: obj({ slug: str, name: str, latitude: { type: 'number' }, longitude: { type: 'number' }, upcoming: int, total: int }),
  City: { allOf: [ref('CityCounts'), obj({ country: obj({ code: str, name: str }) })] },
  TopicCounts: obj({ topic: str, upcoming: int, total: int }),
  Topics: obj({ topics: list(ref('TopicCounts')) }),
  Map: obj({
    clusters: list(obj({ country: str, city: { ...str, description: "The city's slug" }, name: str, latitude: { type: 'number' }, longitude: { type: 'number' }, count: int })),
    total: { ...int, description: 'Conferences matching the filters' },
    placed: { ...int, description: 'Of those, the ones in a city (the rest are online or of an unknown place)' },
    clustersTotal: { ...int, description: 'Cities the filters give; `clusters` lists the busiest 2,000' },
  }),
  Calendar: obj({
    month: str,
    previous: str,
    next: str,
    days: list(obj({ date: { ...str, format: 'date' }, happening: int, starting: int, startingListed: int, deadlines: int, deadlinesListed: int })),
    conferences: list(
      obj({
        id: int,
        slug: str,
        title: str,
        startDateUTC: dateTime,
        endDateUTC: nullable(dateTime),
        location: nullable(str),
        country: nullable(str),
        citySlug: nullable(str),
        type: str,
        attendanceMode: str,
        eventStatus: str,
      }),
    ),
    deadlines: list(obj({ id: int, slug: str, title: str, cfpEndDate: { ...str, format: 'date' }, cfpTimezone: str, cfpClosesAt: dateTime, cfpUrl: nullable(str) })),
    conferencesTotal: int,
    deadlinesTotal: int,
  }),
  UploadParameters: obj({ objectPath: str, uploadURL: { ...str, format: 'uri' } }),
  Health: obj({ status: { ...str, enum: ['up', 'down'] }, gateway: str, nats: str, services: { type: 'object', additionalProperties: obj({ status: str, database: str }) }, objectStorage: str, down: list(str) }),
};
