/**
 * ICP fit (issue 17): wire types of the recommendation, "who else is going" and similar-company
 * answers, and the one rule for how alike two ICPs are (used by the companies service and by the
 * labelled-set test). Decorator-free, so the web app can import it.
 */
import type { Conference } from './catalog.types';
import type { CompanyEventJson, CompanyJson } from './companies.types';

/** The parts of a company's ICP that the rules compare. */
export interface IcpFields {
  targetIndustries: string | null;
  targetTitles: string | null;
  targetCompanySizes: string | null;
  targetRegions: string | null;
}

/** Limits of the ICP endpoints. */
export const ICP_LIMITS = {
  /** Default and largest page of recommendations. */
  pageSize: 10,
  maxLimit: 50,
  /** Recommendations are ranked over at most this many pages' worth of candidates. */
  maxPage: 20,
  /** Most conferences catalog returns per candidate group (each type, the text match, the soonest). */
  candidatesPerGroup: 120,
  /** Most similar companies shown. */
  similar: 6,
  /** Most companies compared when looking for similar ones (newest first). */
  similarPool: 500,
  /** Most companies per source on a conference's "who else is going". */
  companiesPerConference: 100,
  /** Most past events per peer company used for the peers' signal. */
  eventsPerPeer: 50,
} as const;

/** Weights of each ICP list in the similarity of two companies (they sum to 1). */
const SIMILARITY_WEIGHTS: [keyof IcpFields, number][] = [
  ['targetIndustries', 0.4],
  ['targetTitles', 0.25],
  ['targetRegions', 0.2],
  ['targetCompanySizes', 0.15],
];

/** The items of a comma-separated list, trimmed, lower case, without duplicates. */
export function icpItems(list: string | null | undefined): string[] {
  if (!list) return [];
  return [...new Set(list.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean))].slice(0, 50);
}

export interface IcpSimilarity {
  /** 0..1: weighted Jaccard overlap of the four ICP lists. */
  score: number;
  /** Items both ICPs name, in their original order. */
  shared: string[];
}

/** An ICP's four lists read into items once, so one company can be compared with hundreds cheaply. */
export type IcpItemLists = Record<keyof IcpFields, { items: string[]; set: Set<string> }>;

export function icpItemLists(icp: IcpFields): IcpItemLists {
  const lists = {} as IcpItemLists;
  for (const [field] of SIMILARITY_WEIGHTS) {
    const items = icpItems(icp[field]);
    lists[field] = { items, set: new Set(items) };
  }
  return lists;
}

/** How alike two ICPs are: per list, shared items over all items; lists either side leaves empty do not count. */
export function icpSimilarity(a: IcpFields | IcpItemLists, b: IcpFields | IcpItemLists): IcpSimilarity {
  const left = isItemLists(a) ? a : icpItemLists(a);
  const right = isItemLists(b) ? b : icpItemLists(b);
  let score = 0;
  let weights = 0;
  const shared: string[] = [];
  for (const [field, weight] of SIMILARITY_WEIGHTS) {
    const l = left[field].items;
    const r = right[field].set;
    if (!l.length || !r.size) continue;
    const common = l.filter((item) => r.has(item));
    shared.push(...common);
    // Both lists hold no duplicates, so the union is their sizes minus what they share.
    score += (weight * common.length) / (l.length + r.size - common.length);
    weights += weight;
  }
  return { score: weights ? Math.round((score / weights) * 1000) / 1000 : 0, shared };
}

/**
 * Many ICPs indexed by list item, so one ICP is scored against all of them by walking only the items it
 * names: comparing a company with the 500-company pool item by item was most of the companies service's
 * CPU per recommendation, and most pool companies share nothing with it.
 */
export class IcpSimilarityIndex {
  private readonly postings = new Map<keyof IcpFields, Map<string, number[]>>();
  /**
   * Per field (SIMILARITY_WEIGHTS order), each list's item count: scores() reads it for every company
   * sharing an item, and `lists[i][field]` with a field known only at run time was a fifth of the
   * companies service's CPU per recommendation.
   */
  private readonly sizes: Uint16Array[];

  constructor(private readonly lists: IcpItemLists[]) {
    for (const [field] of SIMILARITY_WEIGHTS) {
      const byItem = new Map<string, number[]>();
      lists.forEach((list, i) => {
        for (const item of list[field].items) {
          const positions = byItem.get(item);
          if (positions) positions.push(i);
          else byItem.set(item, [i]);
        }
      });
      this.postings.set(field, byItem);
    }
    this.sizes = SIMILARITY_WEIGHTS.map(([field]) => Uint16Array.from(lists, (list) => list[field].set.size));
  }

  /** Position → icpSimilarityScore(icp, lists[position]), for the positions scoring above 0 (the others share no item). */
  scores(icp: IcpItemLists): Map<number, number> {
    const common = SIMILARITY_WEIGHTS.map(() => new Uint16Array(this.lists.length));
    const touched = new Set<number>();
    SIMILARITY_WEIGHTS.forEach(([field], f) => {
      const byItem = this.postings.get(field);
      for (const item of icp[field].items) for (const i of byItem?.get(item) ?? []) {
        common[f][i]++;
        touched.add(i);
      }
    });
    const lengths = SIMILARITY_WEIGHTS.map(([field]) => icp[field].items.length);
    const scores = new Map<number, number>();
    for (const i of touched) {
      // The same sums in the same order as icpSimilarityScore, so the same numbers.
      let score = 0;
      let weights = 0;
      for (let f = 0; f < SIMILARITY_WEIGHTS.length; f++) {
        const l = lengths[f];
        const r = this.sizes[f][i];
        if (!l || !r) continue;
        const weight = SIMILARITY_WEIGHTS[f][1];
        score += (weight * common[f][i]) / (l + r - common[f][i]);
        weights += weight;
      }
      const rounded = weights ? Math.round((score / weights) * 1000) / 1000 : 0;
      if (rounded > 0) scores.set(i, rounded);
    }
    return scores;
  }
}

function isItemLists(icp: IcpFields | IcpItemLists): icp is IcpItemLists {
  return typeof icp.targetIndustries === 'object' && icp.targetIndustries !== null;
}

/** Regions a visitor can narrow recommendations to. */
export const ICP_FILTER_REGIONS = ['Europe', 'North America', 'Latin America', 'Middle East', 'Asia Pacific', 'Africa'] as const;
export type IcpFilterRegion = (typeof ICP_FILTER_REGIONS)[number];

export const ATTENDANCE_MODES = ['in-person', 'online', 'hybrid'] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

/** A ranked conference, as recommendations show it. */
export type RecommendedConference = Pick<Conference, 'id' | 'slug' | 'title' | 'location' | 'startDateUTC' | 'endDateUTC' | 'type' | 'attendanceMode'>;

export interface Recommendation {
  conference: RecommendedConference;
  /** 0..100. */
  score: number;
  /** Why, in words, strongest first. */
  reasons: string[];
}

/** What catalog answers for `icpRank`: the page asked for, and how many conferences the whole ranking holds. */
export interface IcpRankAnswer {
  recommendations: Recommendation[];
  total: number;
}

/** GET /api/companies/:slug/recommendations. */
export interface RecommendationsResponse {
  recommendations: Recommendation[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** A past event of a peer company, as the companies service reports it. */
export interface PeerEvent {
  conferenceId: number;
  role: string;
  rating: number | null;
}

/** A company with a similar ICP, as the companies service reports it. */
export interface SimilarCompany {
  name: string;
  slug: string;
  similarity: number;
  shared: string[];
  events: PeerEvent[];
}

/** A company's ICP: the lists similarity compares and the free text the ranking reads too. */
export type IcpProfileFields = IcpFields & Pick<CompanyJson, 'icpSummary' | 'targetNotes'>;

/** A track-record entry as ICP fit reads it. */
export interface IcpEvent {
  conferenceId: number | null;
  customConferenceName: string | null;
  role: string;
  rating: number | null;
}

/**
 * What the companies service answers for `similar`: the company's ICP, its track record (the entries its
 * profile lists, in that order) and its peers. Only what ICP fit reads: the gateway keeps these for
 * thousands of companies, and the rest of a profile (contacts, notes, photos) would be most of each.
 */
export interface CompanyWithPeers {
  company: IcpProfileFields;
  events: IcpEvent[];
  peers: SimilarCompany[];
}

/** GET /api/companies/:slug/similar. */
export interface SimilarCompaniesResponse {
  companies: {
    name: string;
    slug: string;
    /** 0..100. */
    similarity: number;
    shared: string[];
    /** Conferences in both companies' track records. */
    sharedConferences: { slug: string; title: string }[];
  }[];
}

export const CONFERENCE_COMPANY_ROLES = ['SPONSORING', 'EXHIBITING', 'SPEAKING', 'ATTENDING'] as const;
export type ConferenceCompanyRole = (typeof CONFERENCE_COMPANY_ROLES)[number];

/** A company on a conference's track record, as the companies service reports it. */
export interface ConferenceAttendee {
  companyName: string;
  companySlug: string;
  role: string;
}

/** What the companies service answers for `conferenceCompanies`. */
export interface ConferenceCompaniesParts {
  attendees: ConferenceAttendee[];
  /** The looked-up names that are companies here, with their profiles' slugs. */
  slugs: { name: string; slug: string }[];
}

/** What the companies service answers for `conferencePage`: the events as listEvents gives them (without `conference`). */
export interface ConferencePageCompanies extends ConferenceCompaniesParts {
  events: CompanyEventJson[];
}

/** A company that marked interest in a conference, as the community service reports it. */
export interface InterestedCompany {
  companyName: string;
  status: string;
}

/** GET /api/conferences/:slug/companies. */
export interface ConferenceCompaniesResponse {
  groups: { role: ConferenceCompanyRole; companies: { name: string; slug: string | null }[] }[];
  total: number;
}
