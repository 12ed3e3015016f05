import { z } from 'zod';
import { CONFERENCE_TYPES } from '@/config/constants';
import { detailsPayload, detailsSchema, EMPTY_DETAILS, type DetailsPayload } from '@/components/form/conference-details-form';
import { safeHttpUrl } from '@/lib/urls';

/** The submit form's rules (SPEC §5); the server applies the same ones. */
export const submissionSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required'),
    url: z
      .string()
      .trim()
      .refine((value) => safeHttpUrl(value) !== undefined, 'Must be a valid URL'),
    startDate: z.string(),
    endDate: z.string(),
    location: z.string().trim(),
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
