import { companyFormSchema, emptyCompanyForm, toCompanyFields } from './company-form';

describe('company form', () => {
  it('requires a company name', () => {
    const result = companyFormSchema.safeParse({ ...emptyCompanyForm, name: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Company name is required');
  });
  it('accepts an empty contact email but not a malformed one', () => {
    expect(companyFormSchema.safeParse({ ...emptyCompanyForm, name: 'Acme' }).success).toBe(true);
    const bad = companyFormSchema.safeParse({ ...emptyCompanyForm, name: 'Acme', contactEmail: 'nope' });
    expect(bad.error?.issues[0].message).toBe('Invalid email');
  });
  it('sends trimmed text and null for empty fields', () => {
    expect(toCompanyFields({ ...emptyCompanyForm, name: ' Acme ', targetRegions: ' EU, US ', logoUrl: '/api/objects/x' })).toEqual({
      name: 'Acme',
      website: null,
      logoUrl: '/api/objects/x',
      contactEmail: null,
      locations: null,
      backing: null,
      icpSummary: null,
      targetIndustries: null,
      targetTitles: null,
      targetCompanySizes: null,
      targetRegions: 'EU, US',
      targetNotes: null,
    });
  });
});
