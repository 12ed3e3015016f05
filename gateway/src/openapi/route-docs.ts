import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/**
 * What each route answers when it succeeds, keyed "METHOD /path" as the document writes it. A route
 * missing here still appears (Nest registers it) with its status and no body schema; the api-docs
 * test lists such routes so they get an entry.
 */
const json = (name: string): SchemaObject => ({ $ref: `#/components/schemas/${name}` }) as SchemaObject;
const listOf = (name: string): SchemaObject => ({ type: 'array', items: json(name) });

export interface RouteDoc {
  summary: string;
  /** JSON body of the success answer; absent for 204 and non-JSON answers. */
  body?: SchemaObject;
  /** A body that is not JSON (images, calendars, feeds). */
  mediaType?: string;
}

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/conferences': {
    summary:
      'Published conferences, filtered and paged, with counts per filter value (facets). q forgives typos (one edit from 5 letters, two from 9) and, with no sort, orders by relevance (title before location, whole word before prefix before typo, then date); when it finds nothing, didYouMean names the closest query that does',
    body: json('ConferenceList'),
  },
  'GET /api/suggest': { summary: 'What to offer while a visitor types q (1–100 characters): up to 8 upcoming conferences, and matching cities and topics', body: json('Suggest') },
  'GET /api/conferences/{slug}': { summary: 'One published conference', body: json('Conference') },
  'GET /api/cfps': { summary: 'Open calls for papers, soonest deadline first, with the listing filters', body: json('ConferenceList') },
  'GET /api/conferences/{slug}/calendar.ics': { summary: 'One conference as an all-day iCalendar event (stable UID, STATUS:CANCELLED when cancelled)', mediaType: 'text/calendar' },
  'GET /api/calendar.ics': { summary: 'Subscribable iCalendar feed of the upcoming conferences matching the listing filters (at most 200)', mediaType: 'text/calendar' },
  'GET /api/cfp.ics': { summary: 'Subscribable iCalendar feed of open CFP deadlines matching the filters (at most 200)', mediaType: 'text/calendar' },
  'GET /api/feed.xml': { summary: 'Atom feed of recently added conferences matching the listing filters (at most 50)', mediaType: 'application/atom+xml' },
  'GET /api/places/countries': { summary: 'Every country with a published conference (at most 250), by name, with upcoming and total counts', body: json('Countries') },
  'GET /api/places/countries/{cc}': { summary: 'A country (ISO 3166-1 alpha-2, any case) with its busiest cities (at most 200; citiesTotal counts all); 404 without conferences', body: json('Country') },
  'GET /api/places/countries/{cc}/{city}': { summary: 'A city of the country, by slug or by its name in any spelling or script (zurich, Zürich, Цюрих); 404 without conferences', body: json('City') },
  'GET /api/topics': { summary: 'Every topic with a published conference, most upcoming first, with counts', body: json('Topics') },
  'GET /api/topics/{topic}': { summary: 'One topic with its counts; 404 for an unknown topic or one without conferences', body: json('TopicCounts') },
  'GET /api/map': { summary: "The listing's conferences for its filters, grouped by city with coordinates (at most 2,000 clusters, busiest first)", body: json('Map') },
  'GET /api/calendar': { summary: 'A month (month=YYYY-MM) of conferences and CFP deadlines with the listing filters: at most 15 of each per day, with every day\'s counts', body: json('Calendar') },
  'POST /api/submit': { summary: 'Submit a conference for review', body: json('Conference') },
  'POST /api/submit/preview': { summary: "Read a conference's web page (and, when it lacks dates, place or venue, one venue/about page of the same site) to fill the submit form; each field says its source page and confidence; saves nothing (422 when unreadable, 429 over the limit)", body: json('LinkPreview') },
  'GET /api/top': { summary: 'The most upvoted conferences of a quarter', body: json('Top') },
  'POST /api/vote': { summary: 'Upvote a conference, or take the vote back', body: json('Vote') },
  'GET /api/reviews': { summary: "One page of a conference's published reviews, with averages and counts over all of them", body: json('Reviews') },
  'POST /api/reviews': { summary: 'Review a conference (published after moderation)', body: json('Review') },
  'GET /api/interests': { summary: "Companies' interest in a conference", body: json('Interests') },
  'POST /api/interests': { summary: "Mark a company's interest (201 new, 200 updated)", body: json('Interest') },
  'GET /api/companies': { summary: 'One page of company profiles, newest first, with the total', body: json('CompanyList') },
  'GET /api/companies/{slug}': { summary: 'A company profile with its track record and pipeline', body: json('CompanyProfile') },
  'POST /api/companies': { summary: 'Create a company profile (answers the edit token once)', body: json('CreatedCompany') },
  'PUT /api/companies/{slug}': { summary: 'Replace a company profile', body: json('Company') },
  'POST /api/companies/{slug}/events': { summary: "Add an event to a company's track record", body: json('CompanyEvent') },
  'PATCH /api/company-events/{id}': { summary: 'Replace a track-record event', body: json('CompanyEvent') },
  'DELETE /api/company-events/{id}': { summary: 'Delete a track-record event' },
  'GET /api/company-events': { summary: 'Published track-record events of a company or a conference', body: listOf('CompanyEvent') },
  'GET /api/companies/{slug}/recommendations': { summary: 'Upcoming conferences ranked by ICP fit, with the reasons', body: json('Recommendations') },
  'GET /api/companies/{slug}/similar': { summary: 'Companies with a similar ICP and the conferences both went to', body: json('SimilarCompanies') },
  'GET /api/conferences/{slug}/page': {
    summary: "A conference page's first paint in one read: the conference, the first page of reviews and of interests, who else is going, and the featured company's track record there",
    body: json('ConferencePage'),
  },
  'GET /api/conferences/{slug}/companies': { summary: 'Companies sponsoring, exhibiting, speaking at or attending, by role', body: json('ConferenceCompanies') },
  'POST /api/objects/upload': { summary: 'A presigned URL to upload an image to', body: json('UploadParameters') },
  'GET /api/objects/{key}': { summary: 'An uploaded image', mediaType: 'image/*' },
  'GET /api/healthz': { summary: 'Health of the gateway and each dependency (503 when one is down)', body: json('Health') },
  'GET /api/admin/session': { summary: 'Check an admin key (204 when it is right)' },
  'GET /api/admin/sources': { summary: 'The open datasets the catalog syncs from: upstream, schedule, the last 10 runs with their counts and first errors, and the open reviews', body: json('SyncSources') },
  'POST /api/admin/sources/{name}/sync': { summary: 'Sync one source now (202; the run goes on after the answer; 409 while a sync runs)', body: json('SyncStarted') },
  'GET /api/admin/sync-reviews': { summary: 'One page of near misses waiting for an admin, oldest first, each with the listed conferences it may be (?page=&pageSize=; X-Total-Count, X-Page, X-Page-Size headers)', body: listOf('SyncReview') },
  'POST /api/admin/sync-reviews/{id}': { summary: "Resolve a near miss: link the upstream entry to a listed conference ({action: 'link', conferenceId}) or list it as a new one ({action: 'create'})", body: json('Conference') },
  'GET /api/admin/conferences': { summary: 'One page of all conferences, any status, newest first (?page=&pageSize=; X-Total-Count, X-Page, X-Page-Size headers)', body: listOf('Conference') },
  'PATCH /api/admin/conferences/{id}': { summary: 'Edit the CFP, attendance mode, event status, place, languages and topics of a conference', body: json('Conference') },
  'POST /api/admin/conferences/{id}/status': { summary: "Approve, reject or unpublish a conference", body: json('Conference') },
  'GET /api/admin/reviews': { summary: 'One page of all reviews, any status, with e-mails (?page=&pageSize=; X-Total-Count, X-Page, X-Page-Size headers)', body: listOf('Review') },
  'POST /api/admin/reviews/{id}/status': { summary: 'Moderate a review', body: json('Review') },
  'DELETE /api/admin/reviews/{id}': { summary: 'Delete a review' },
  'GET /api/admin/interests': { summary: 'One page of all interests, any status, with e-mails (?page=&pageSize=; X-Total-Count, X-Page, X-Page-Size headers)', body: listOf('Interest') },
  'POST /api/admin/interests/{id}/status': { summary: 'Moderate an interest', body: json('Interest') },
  'DELETE /api/admin/interests/{id}': { summary: 'Delete an interest' },
  'POST /api/admin/company-events': { summary: "Add an event to the featured (or a named) company's track record", body: json('CompanyEvent') },
  'POST /api/admin/add-by-link/preview': { summary: 'What add-by-link would save from a page (and its venue/about page when it lacks facts), field by field with source page and confidence; saves nothing', body: json('LinkPreview') },
  'POST /api/admin/add-by-link': { summary: 'Add a conference from its web page (422 when the page cannot be read)', body: { type: 'object', properties: { conference: json('Conference') }, required: ['conference'] } },
};
