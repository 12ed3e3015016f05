/** What the admin API answers (SPEC §3): every status, with the contact e-mails the public never sees. */
export type ReviewStatus = 'published' | 'hidden' | 'draft';
export const REVIEW_STATUSES: ReviewStatus[] = ['published', 'hidden', 'draft'];

export type InterestStatus = 'CONSIDERING' | 'ATTENDING' | 'SPONSORING' | 'NOT_GOING';
export const INTEREST_STATUSES: InterestStatus[] = ['CONSIDERING', 'ATTENDING', 'SPONSORING', 'NOT_GOING'];

export { COMPANY_EVENT_ROLES } from '@confdir/contracts/web';

export interface AdminReview {
  id: number;
  conferenceId: number;
  userName: string;
  userEmail?: string | null;
  role: string;
  rating?: number | null;
  title?: string | null;
  body: string;
  status: ReviewStatus;
  createdAt: string;
}

export interface AdminInterest {
  id: number;
  conferenceId: number;
  companyName?: string | null;
  status: InterestStatus;
  comment?: string | null;
  submittedBy?: string | null;
  contactEmail?: string | null;
  updatedAt: string;
}

export interface AdminCompanyEventPayload {
  companySlug: string;
  conferenceId: number;
  role: string;
  rating: number | null;
  year: number | null;
  outcomes: string | null;
  notes: string | null;
  caseStudyUrl: string | null;
  status: 'published';
}
