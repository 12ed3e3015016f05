import type { LinkPreview } from '@confdir/contracts/web';
import { EMPTY_DETAILS } from '@/components/form/conference-details-form';
import { EMPTY_SUBMISSION, type SubmissionForm } from './submission-schema';

/** The submit form filled with what the page said; what it did not say stays empty for the person. */
export function submissionFromPreview({ page, fields }: LinkPreview): SubmissionForm {
  return {
    ...EMPTY_SUBMISSION,
    title: fields.title ?? '',
    url: fields.url ?? page,
    startDate: fields.startDate ?? '',
    endDate: fields.endDate ?? '',
    location: fields.location ?? '',
    details: {
      ...EMPTY_DETAILS,
      attendanceMode: fields.attendanceMode ?? EMPTY_DETAILS.attendanceMode,
      eventStatus: fields.eventStatus ?? EMPTY_DETAILS.eventStatus,
      country: fields.country ?? '',
      city: fields.city ?? '',
      cfpUrl: fields.cfpUrl ?? '',
      cfpEndDate: fields.cfpEndDate ?? '',
    },
  };
}
