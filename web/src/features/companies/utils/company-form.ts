import { z } from 'zod';
import type { Company, CompanyFields } from '../types';

export const companyFormSchema = z.object({
  name: z.string().trim().min(1, 'Company name is required'),
  website: z.string(),
  logoUrl: z.string().nullable(),
  contactEmail: z.union([z.literal(''), z.string().trim().email('Invalid email')]),
  locations: z.string(),
  backing: z.string(),
  icpSummary: z.string(),
  targetIndustries: z.string(),
  targetTitles: z.string(),
  targetCompanySizes: z.string(),
  targetRegions: z.string(),
  targetNotes: z.string(),
});

export type CompanyFormValues = z.infer<typeof companyFormSchema>;

export const emptyCompanyForm: CompanyFormValues = {
  name: '',
  website: '',
  logoUrl: null,
  contactEmail: '',
  locations: '',
  backing: '',
  icpSummary: '',
  targetIndustries: '',
  targetTitles: '',
  targetCompanySizes: '',
  targetRegions: '',
  targetNotes: '',
};

export function companyToForm(company: Company): CompanyFormValues {
  const form: CompanyFormValues = { ...emptyCompanyForm, name: company.name, logoUrl: company.logoUrl };
  for (const key of Object.keys(emptyCompanyForm) as (keyof CompanyFormValues)[]) {
    if (key === 'name' || key === 'logoUrl') continue;
    form[key] = company[key] ?? '';
  }
  return form;
}

/** Trimmed values; empty optional fields are sent as null so a cleared field is cleared. */
export function toCompanyFields(values: CompanyFormValues): CompanyFields {
  const text = (v: string) => v.trim() || null;
  return {
    name: values.name.trim(),
    website: text(values.website),
    logoUrl: values.logoUrl,
    contactEmail: text(values.contactEmail),
    locations: text(values.locations),
    backing: text(values.backing),
    icpSummary: text(values.icpSummary),
    targetIndustries: text(values.targetIndustries),
    targetTitles: text(values.targetTitles),
    targetCompanySizes: text(values.targetCompanySizes),
    targetRegions: text(values.targetRegions),
    targetNotes: text(values.targetNotes),
  };
}
