import { z } from 'zod';
import { CONFERENCE_TYPES } from '@/config/constants';
import { detailsPayload, detailsSchema, EMPTY_DETAILS, type DetailsPayload } from '@/components/form/conference-details-form';
import { fieldSchema } from '@/lib/field-schema';
import { SUBMISSION_FIELDS } from '@confdir/contracts/web';

/** The submit form's rules (SPEC §5): the contract's, which the gateway applies to the request too. */
export const submissionSchema = z
  .object({
    title: fieldSchema(SUBMISSION_FIELDS.title),
    url: fieldSchema(SUBMISSION_FIELDS.url),
    startDate: z.string(),
    endDate: z.string(),
    location: fieldSchema(SUBMISSION_FIELDS.location),
    type: z.enum(CONFERENCE_TYPES),
    details: detailsSchema,
  })
  .refine((d) => !d.startDate || !d.endDate || d.endDate >= d.startDate, { path: ['endDate'], message: 'End date must be on or after the start date' });

export type SubmissionForm = z.input<typeof submissionSchema>;
export type SubmissionValues = z.output<typeof submissionSchema>;

export const EMPTY_SUBMISSION: SubmissionForm = { title: '', url: '', startDate: '', endDate: '', location: '', type: 'General', details: EMPTY_DETAILS };

/** POST /api/submit body: empty optional fields are left out rather than sent as ''. */
export interface SubmissionPayload extends DetailsPayload {
  title: string;
  url: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  type: string;
}

export function toPayload(values: SubmissionValues): SubmissionPayload {
  return {
    title: values.title,
    url: values.url,
    location: values.location || undefined,
    startDate: values.startDate || undefined,
    endDate: values.endDate || undefined,
    type: values.type,
    ...detailsPayload(values.details),
  };
}
