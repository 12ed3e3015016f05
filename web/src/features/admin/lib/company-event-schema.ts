import { z } from 'zod';
import { FEATURED_COMPANY_SLUG } from '@/config/constants';
import { safeHttpUrl } from '@/lib/urls';
import { COMPANY_EVENT_ROLES, type AdminCompanyEventPayload } from '../types';

const wholeIn = (min: number, max: number) => (v: string) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max);

/** SPEC §5 admin form: Conference ID required and numeric, Role required, Year 2000-2100, Rating 1-5, case study a URL. */
export const companyEventSchema = z.object({
  conferenceId: z
    .string()
    .trim()
    .min(1, 'Required')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1, 'Conference ID must be a number'),
  role: z.enum(COMPANY_EVENT_ROLES, { message: 'Required' }),
  rating: z.string().trim().refine(wholeIn(1, 5), 'Rating must be between 1 and 5'),
  year: z.string().trim().refine(wholeIn(2000, 2100), 'Year must be between 2000 and 2100'),
  outcomes: z.string(),
  notes: z.string(),
  caseStudyUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || safeHttpUrl(v) !== undefined, 'Must be a valid URL'),
});

export type CompanyEventForm = z.infer<typeof companyEventSchema>;

export function emptyCompanyEvent(): CompanyEventForm {
  return { conferenceId: '', role: 'ATTENDED', rating: '', year: String(new Date().getFullYear()), outcomes: '', notes: '', caseStudyUrl: '' };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function toCompanyEventPayload(v: CompanyEventForm): AdminCompanyEventPayload {
  return {
    companySlug: FEATURED_COMPANY_SLUG,
    conferenceId: Number(v.conferenceId),
    role: v.role,
    rating: v.rating ? Number(v.rating) : null,
    year: v.year ? Number(v.year) : null,
    outcomes: orNull(v.outcomes),
    notes: orNull(v.notes),
    caseStudyUrl: orNull(v.caseStudyUrl),
    status: 'published',
  };
}
