/** A conference as the API serves it (SPEC §3). Dates are ISO strings in UTC. */
export interface Conference {
  id: number;
  slug: string;
  title: string;
  url: string;
  imageUrl: string | null;
  startDateUTC: string | null;
  endDateUTC: string | null;
  location: string | null;
  venue: string | null;
  type: string;
  source: string;
  status: string;
  votesCount?: number;
  createdAt: string;
  updatedAt: string;
}
