import { z } from 'zod';
import { COMPANY_EVENT_FIELDS } from '@confdir/contracts/web';
import { fieldSchema } from '@/lib/field-schema';
import { EVENT_ROLES } from '../types';

/** Client checks of the event dialog (SPEC §5, §9): the contract's rules, which the server checks again. */
export const eventFormSchema = z.object({
  mode: z.enum(['list', 'custom']),
  conferenceId: z.string(),
  customConferenceName: fieldSchema(COMPANY_EVENT_FIELDS.customConferenceName),
  location: fieldSchema(COMPANY_EVENT_FIELDS.location),
  role: z.enum(EVENT_ROLES),
  rating: fieldSchema(COMPANY_EVENT_FIELDS.rating),
  year: fieldSchema(COMPANY_EVENT_FIELDS.year),
  month: fieldSchema(COMPANY_EVENT_FIELDS.month),
  outcomes: fieldSchema(COMPANY_EVENT_FIELDS.outcomes),
  notes: fieldSchema(COMPANY_EVENT_FIELDS.notes),
  caseStudyUrl: fieldSchema(COMPANY_EVENT_FIELDS.caseStudyUrl),
  photoUrls: z.array(z.string()),
});
