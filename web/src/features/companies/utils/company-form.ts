import { z } from 'zod';
import { COMPANY_FIELDS } from '@confdir/contracts/web';
import { fieldSchema } from '@/lib/field-schema';
import type { Company, CompanyFields } from '../types';

/** SPEC §5 with the contract's rules: the name required, the rest optional text within the API's limits. */
export const companyFormSchema = z.object({
  name: fieldSchema(COMPANY_FIELDS.name),
  website: fieldSchema(COMPANY_FIELDS.website),
  logoUrl: z.string().nullable(),
  contactEmail: fieldSchema(COMPANY_FIELDS.contactEmail),
  locations: fieldSchema(COMPANY_FIELDS.locations),
  backing: fieldSchema(COMPANY_FIELDS.backing),
  icpSummary: fieldSchema(COMPANY_FIELDS.icpSummary),
  targetIndustries: fieldSchema(COMPANY_FIELDS.targetIndustries),
  targetTitles: fieldSchema(COMPANY_FIELDS.targetTitles),
  targetCompanySizes: fieldSchema(COMPANY_FIELDS.targetCompanySizes),
  targetRegions: fieldSchema(COMPANY_FIELDS.targetRegions),
  targetNotes: fieldSchema(COMPANY_FIELDS.targetNotes),
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
