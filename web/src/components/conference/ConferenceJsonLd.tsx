import { conferenceEvent, serializeJsonLd } from '@/lib/json-ld';
import { siteBaseUrl } from '@/lib/site';
import type { Conference } from '@/types/conference';

/** Structured event data for search engines; the JSON is escaped so it cannot break out of the script. */
export function ConferenceJsonLd({ conference }: { conference: Conference }) {
  const json = serializeJsonLd(conferenceEvent(conference, siteBaseUrl()));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
