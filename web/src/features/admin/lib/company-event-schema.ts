import { z } from 'zod';
import { FEATURED_COMPANY_SLUG } from '@/config/constants';
import { COMPANY_EVENT_FIELDS } from '@confdir/contracts/web';
import { fieldSchema } from '@/lib/field-schema';
import { COMPANY_EVENT_ROLES, type AdminCompanyEventPayload } from '../types';

/** SPEC §5 admin form with the contract's rules: Conference ID required and numeric, Role required, Year 2000-2100, Rating 1-5, case study a URL. */
export const companyEventSchema = z.object({
  conferenceId: z
    .string()
    .trim()
    .min(1, 'Required')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1, 'Conference ID must be a number'),
  role: z.enum(COMPANY_EVENT_ROLES, { message: 'Required' }),
  rating: fieldSchema(COMPANY_EVENT_FIELDS.rating),
  year: fieldSchema(COMPANY_EVENT_FIELDS.year),
  outcomes: fieldSchema(COMPANY_EVENT_FIELDS.outcomes),
  notes: fieldSchema(COMPANY_EVENT_FIELDS.notes),
  caseStudyUrl: fieldSchema(COMPANY_EVENT_FIELDS.caseStudyUrl),
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
