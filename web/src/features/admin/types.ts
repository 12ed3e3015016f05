/** What the admin API answers (SPEC §3): the contracts' shapes, every status, with the contact e-mails the public never sees. */
import type { COMPANY_EVENT_STATUSES, CompanyEventFields } from '@confdir/contracts/web';

export { COMPANY_EVENT_ROLES, INTEREST_STATUSES, REVIEW_STATUSES } from '@confdir/contracts/web';
export type { AdminInterest, AdminReview, InterestStatus, ReviewStatus } from '@confdir/contracts/web';

/** Body of POST /api/admin/company-events: an event of the featured company's track record. */
export type AdminCompanyEventPayload = Pick<CompanyEventFields, 'role' | 'rating' | 'year' | 'outcomes' | 'notes' | 'caseStudyUrl'> & {
  companySlug: string;
  conferenceId: number;
  status: (typeof COMPANY_EVENT_STATUSES)[number];
};
