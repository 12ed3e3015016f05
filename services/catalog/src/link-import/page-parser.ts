import { countryName, LINK_PREVIEW_FIELDS, LinkPreview, LinkPreviewField, LinkPreviewFields, LinkPreviewNote } from '@confdir/contracts';
import { cityCountry } from './countries';
import { readDiscovery } from './discovery-reading';
import { collectPage, CollectedPage } from './html-collector';
import { findEvent, isEventType, JsonObject } from './json-ld';
import { datePart, imageOf, text } from './json-values';
import { absoluteUrl, ownAddress, yearInAddress } from './own-address';
import { markedPlace, NO_PLACE, Place, structuredPlace } from './places';
import { isGenericRoom, prosePlace, ProsePlace } from './prose-places';
import { trapProne } from './date-traps';
import { DatePick, extractDateRange } from './text-dates';
import { chooseTitle, cleanTitle, isSlugLike } from './titles';

export { cleanTitle };

/** What a conference page says about its event; null where the page does not say. */
export interface ParsedConference extends LinkPreviewFields {
  // The fields, their sources and notes have one definition: the preview contract the web app reads too.
  notes: LinkPreview['notes'];
}

const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/;

/** The edition the page is about: the year in its address, else the year in its names (then the opening of its description). */
function editionYear(urls: Array<string | null>, names: Array<string | null | undefined>): number | null {
  for (const u of urls) {
    const y = yearInAddress(u);
    if (y) return y;
  }
  const named = names.map((n) => YEAR.exec(n ?? '')?.[0]).find(Boolean);
  return named ? Number(named) : null;
}

interface Dates {
  startDate: string | null;
  endDate: string | null;
  note: LinkPreviewNote;
}

const overlaps = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) => a.startDate <= b.endDate && b.startDate <= a.endDate;

/**
 * Structured dates unless the visible text disagrees: text that contains them and says more
 * (a second day) wins; text that says other dates at least twice wins, flagged; text that says
 * other dates once leaves both empty, because the page contradicts itself.
 */
function decideDates(structured: { startDate: string; endDate: string } | null, prose: DatePick | null, texts: string[]): Dates {
  if (!structured) {
    if (!prose) return { startDate: null, endDate: null, note: {} };
    if (prose.rival) return { ...prose, note: { source: 'page text', confidence: 'check', reason: `the page also gives ${prose.rival.startDate} to ${prose.rival.endDate}` } };
    // High only when the page writes them twice, year and all, and where they were read is away from deadline and ticket words and the footer.
    const [read] = prose.occurrences;
    const trap = trapProne(texts[read.textIndex], read.index, read.end, read.textIndex === texts.length - 1);
    return { ...prose, note: { source: 'page text', ...(trap || prose.repeated < 2 || !prose.explicitYear ? { confidence: 'check' as const } : {}) } };
  }
  if (!prose || (prose.startDate === structured.startDate && prose.endDate === structured.endDate)) return { ...structured, note: { source: 'structured data' } };
  if (prose.startDate <= structured.startDate && prose.endDate >= structured.endDate) {
    return { ...prose, note: { source: 'page text', confidence: 'check', reason: `the page text gives ${prose.startDate} to ${prose.endDate}, more than its structured data` } };
  }
  if (overlaps(prose, structured)) return { ...structured, note: { source: 'structured data', confidence: 'check', reason: `the page text gives ${prose.startDate} to ${prose.endDate}` } };
  if (prose.repeated >= 2) {
    return { ...prose, note: { source: 'page text', confidence: 'check', reason: `the page text says ${prose.startDate} twice; its structured data says ${structured.startDate}` } };
  }
  return { startDate: null, endDate: null, note: { reason: `the page contradicts itself: structured data says ${structured.startDate}, the text ${prose.startDate}` } };
}

function descriptionsOf(page: CollectedPage): string[] {
  return ['description', 'og:description', 'twitter:description'].map((k) => page.meta.get(k)).filter((d, i, all): d is string => !!d && all.indexOf(d) === i);
}

function metaOf(page: CollectedPage) {
  return (...keys: string[]) => keys.map((k) => page.meta.get(k)).find((v) => v !== undefined && v !== '') ?? null;
}

/** What the reader took from one page, and what it needs to look further: the edition, the links to venue and about pages. */
export interface PageReading {
  parsed: ParsedConference;
  edition: number | null;
  infoLinks: CollectedPage['infoLinks'];
}

/**
 * Reads a conference page: schema.org Event JSON-LD, microdata, OpenGraph/Twitter meta tags, then
 * the page's titles and prose. `pageUrl` (where the page was fetched) resolves relative links and
 * stands in for a page that names no address of its own.
 */
export function parseConferencePage(html: string, pageUrl: string | null): ParsedConference {
  return readConferencePage(html, pageUrl).parsed;
}

/** As parseConferencePage; `known.edition` is the edition when the page names none (a venue page read from the edition's home). */
export function readConferencePage(html: string, pageUrl: string | null, known: { edition?: number | null } = {}): PageReading {
  const page = collectPage(html);
  const meta = metaOf(page);
  const notes: ParsedConference['notes'] = {};
  let event: JsonObject | null = findEvent(page.jsonLd);

  const canonical = ownAddress(page.canonical, pageUrl);
  const ogUrl = ownAddress(meta('og:url'), pageUrl);
  const h1 = page.headings.filter((x) => x.level === 1).map((x) => x.text);
  const h2 = page.headings.filter((x) => x.level === 2 && x.text.length <= 60).map((x) => x.text);
  // A slug ("nordconf-2029") names the site's address, not the edition: its year counts last.
  const names = [meta('og:title'), meta('twitter:title'), page.title, ...h1].sort((a, b) => Number(isSlugLike(a ?? '')) - Number(isSlugLike(b ?? '')));
  // A page without a name of its own often opens its description with it: "VANJ Conference 2021 (VANJ2021) – …".
  const describedAs = descriptionsOf(page).map((d) => d.slice(0, 40));
  let edition = editionYear([pageUrl, canonical, ogUrl], [...names, text(event?.name), ...describedAs]) ?? known.edition ?? null;

  // Structured data left over from another edition's template says nothing about this page.
  let structured: { startDate: string; endDate: string } | null = null;
  const eventStart = datePart(event?.startDate);
  const marked = markedDates(page.marked);
  if (event && eventStart && edition && !eventStart.startsWith(String(edition))) {
    notes.startDate = { reason: `the structured data is for ${eventStart.slice(0, 4)}, the page for ${edition}; it was set aside` };
    event = null;
  } else if (event && eventStart) structured = { startDate: eventStart, endDate: datePart(event.endDate) ?? eventStart };
  else if (marked && (!edition || marked.startDate.startsWith(String(edition)))) structured = marked;

  const own = [canonical, ogUrl].find((u) => u && (!edition || !yearInAddress(u) || yearInAddress(u) === edition)) ?? ownAddress(text(event?.url), pageUrl);
  const url = own ?? pageUrl;
  // The site's root named as its own address by an edition's page ("/2018/" served, og:url "https://hacktalks.ro") may be the next edition's home.
  const rootForEdition = !!own && !!pageUrl && !!yearInAddress(pageUrl) && !yearInAddress(own);
  if (url) notes.url = { source: own ? (own === ownAddress(text(event?.url), pageUrl) && !canonical && !ogUrl ? 'structured data' : 'meta tags') : 'page address', ...(rootForEdition ? { confidence: 'check' as const } : {}) };
  const base = own ?? pageUrl;

  const texts = [meta('og:title') ?? '', page.title ?? '', ...descriptionsOf(page), page.bodyText];
  const prose = extractDateRange(texts, edition);
  // A page that names its year nowhere but in its dates ("September 14, 2025") is that year's edition.
  edition ??= Number((prose ?? structured)?.startDate.slice(0, 4)) || null;

  const siteName = meta('og:site_name');
  const title = chooseTitle(
    [
      { value: text(event?.name), source: 'structured data', kind: 'structured' },
      { value: meta('og:title'), source: 'meta tags', kind: 'social' },
      { value: meta('twitter:title'), source: 'meta tags', kind: 'social' },
      { value: page.title, source: 'meta tags', kind: 'title' },
      ...h1.map((value) => ({ value, source: 'page text' as const, kind: 'heading' as const })),
      ...h2.map((value) => ({ value, source: 'page text' as const, kind: 'heading' as const, lastResort: true })),
    ],
    siteName,
    edition,
  );
  if (title) {
    // A name only a heading gives, or only a slug, is the page's word alone: a person looks.
    const unsure = isSlugLike(title.title) || (title.source === 'page text' && !title.corroborated);
    notes.title = { source: title.source, ...(title.yearAdded ? { confidence: 'check', reason: `the page names no year; ${edition} is the edition's` } : unsure ? { confidence: 'check' } : {}) };
  }

  const metaImage = absoluteUrl(meta('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'), base);
  const imageUrl = metaImage ?? absoluteUrl(imageOf(event?.image), base);
  if (imageUrl) notes.imageUrl = { source: metaImage ? 'meta tags' : 'structured data' };

  const descriptions = descriptionsOf(page);
  const description = text(event?.description) ?? descriptions[0] ?? null;
  if (description) notes.description = { source: text(event?.description) ? 'structured data' : 'meta tags' };

  const dates = decideDates(structured, prose, texts);
  if (dates.note.source || dates.note.reason) notes.startDate = notes.endDate = { ...notes.startDate, ...dates.note };

  const place = readPlace(event, page, texts, prose, title?.title ?? '', edition);
  place.place.location = withCountry(place.place.location);
  Object.assign(notes, place.notes);

  const discovery = readDiscovery({ page, event, texts, base, edition, startDate: dates.startDate, ...place.place });
  for (const [field, source] of Object.entries(discovery.sources)) {
    notes[field as LinkPreviewField] = { source, ...(source === 'page text' ? { confidence: 'check' } : {}) };
  }

  const fields: LinkPreviewFields = {
    title: title?.title ?? null,
    startDate: dates.startDate,
    endDate: dates.endDate,
    ...place.place,
    url,
    imageUrl,
    description: description ? description.slice(0, 1000) : null,
    ...discovery.reading,
  };
  return { parsed: { ...fields, notes: settleNotes(fields, notes, pageUrl) }, edition, infoLinks: page.infoLinks };
}

/** Every field with a value says which page it came from and how sure the reading is: 'high' unless a rule above asked for a check. */
function settleNotes(fields: LinkPreviewFields, notes: ParsedConference['notes'], pageUrl: string | null): ParsedConference['notes'] {
  for (const field of LINK_PREVIEW_FIELDS) {
    if (fields[field] === null) continue;
    notes[field] = { ...notes[field], confidence: notes[field]?.confidence ?? 'high', ...(pageUrl ? { page: pageUrl } : {}) };
  }
  return notes;
}

/** Microdata (an Event scope's startDate/endDate, visible or in <meta itemprop>) and microformats (dt-start/dt-end). */
function markedDates(marked: Map<string, string>): { startDate: string; endDate: string } | null {
  const find = (prop: string, mf: string) => [...marked].find(([key]) => key === mf || (key.endsWith(`.${prop}`) && isEventType(key.slice(0, -prop.length - 1))))?.[1];
  const startDate = datePart(find('startdate', 'mf.dt-start'));
  return startDate ? { startDate, endDate: datePart(find('enddate', 'mf.dt-end')) ?? startDate } : null;
}

/** "Brno" alone is "Brno, Czechia": a city of the gazetteer gets its country ("Singapore" and "Hong Kong" are theirs already). */
function withCountry(location: string | null): string | null {
  const code = location && !location.includes(',') ? cityCountry(location) : null;
  if (!code || countryName(code).toLowerCase().startsWith(location!.toLowerCase())) return location;
  return `${location}, ${countryName(code)}`;
}

/** Where the event is, each field with where it was read and, for prose, whether the page states it plainly. */
function readPlace(event: JsonObject | null, page: CollectedPage, texts: string[], prose: DatePick | null, title: string, edition: number | null): { place: Place; notes: Partial<Record<keyof Place, LinkPreviewNote>> } {
  const fromProse = () => prosePlace(page, texts, prose?.occurrences ?? [], title, edition);
  const proseNote = (p: ProsePlace, field: keyof Place): LinkPreviewNote => ({ source: 'page text', ...(p.sure[field] ? {} : { confidence: 'check' }) });
  const fromEvent = event ? structuredPlace(event) : NO_PLACE;
  const structured = fromEvent.location || fromEvent.venue ? fromEvent : markedPlace(page.marked);
  const fill = structured.location && structured.venue ? null : fromProse();
  const place: Place = { location: structured.location ?? fill?.location ?? null, venue: structured.venue ?? fill?.venue ?? null };
  const notes: Partial<Record<keyof Place, LinkPreviewNote>> = {};
  for (const field of ['location', 'venue'] as const) {
    // "Conference Hall" names a room of some building: a person checks which.
    if (structured[field]) notes[field] = { source: 'structured data', ...(field === 'venue' && isGenericRoom(structured.venue!) ? { confidence: 'check' as const } : {}) };
    else if (fill?.[field]) notes[field] = proseNote(fill, field);
  }
  return { place, notes };
}
