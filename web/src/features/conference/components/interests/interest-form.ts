import { z } from 'zod';
import { fieldSchema } from '@/lib/field-schema';
import { COMMUNITY_LIMITS, INTEREST_FIELDS, INTEREST_STATUSES, type InterestStatus } from '@confdir/contracts/web';

export const INTEREST_LIMITS = { companyName: COMMUNITY_LIMITS.companyName, name: COMMUNITY_LIMITS.name, email: COMMUNITY_LIMITS.email, comment: COMMUNITY_LIMITS.comment } as const;

/** POST /api/interests (SPEC §7): companyName omitted when empty (the server then uses the featured company). */
export interface CreateInterestPayload {
  conferenceId: number;
  companyName?: string;
  status: InterestStatus;
  comment: string | null;
  submittedBy: string | null;
  contactEmail: string | null;
}

export const STATUS_LABELS: Record<InterestStatus, string> = {
  CONSIDERING: 'Considering',
  ATTENDING: 'Attending',
  SPONSORING: 'Sponsoring',
  NOT_GOING: 'Not Going',
};

/** SPEC §5 with the contract's rules: status required; company name, name, contact e-mail and comment optional. */
export const interestFormSchema = z.object({
  status: z.string().refine((v) => (INTEREST_STATUSES as readonly string[]).includes(v), 'Required'),
  companyName: fieldSchema(INTEREST_FIELDS.companyName),
  submittedBy: fieldSchema(INTEREST_FIELDS.submittedBy),
  contactEmail: fieldSchema(INTEREST_FIELDS.contactEmail),
  comment: fieldSchema(INTEREST_FIELDS.comment),
});

export type InterestFormValues = z.input<typeof interestFormSchema>;

export const emptyInterestForm: InterestFormValues = { status: '', companyName: '', submittedBy: '', contactEmail: '', comment: '' };

export function toInterestPayload(conferenceId: number, values: InterestFormValues): CreateInterestPayload {
  const optional = (v: string) => v.trim() || null;
  const companyName = values.companyName.trim();
  return {
    conferenceId,
    ...(companyName ? { companyName } : {}),
    status: values.status as InterestStatus,
    comment: optional(values.comment),
    submittedBy: optional(values.submittedBy),
    contactEmail: optional(values.contactEmail),
  };
}
