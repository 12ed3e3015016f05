import { CompanyEventJson, CompanyJson } from '@confdir/contracts';
import { Company } from './company.entity';
import { CompanyEvent } from './company-event.entity';

/** The public face of a company: never the edit token hash. */
export function toCompanyJson(c: Omit<Company, 'editTokenHash'>): CompanyJson {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    website: c.website,
    logoUrl: c.logoUrl,
    contactEmail: c.contactEmail,
    locations: c.locations,
    backing: c.backing,
    icpSummary: c.icpSummary,
    targetIndustries: c.targetIndustries,
    targetTitles: c.targetTitles,
    targetCompanySizes: c.targetCompanySizes,
    targetRegions: c.targetRegions,
    targetNotes: c.targetNotes,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function toEventJson(e: Omit<CompanyEvent, 'company'>, companySlug: string): CompanyEventJson {
  return {
    id: e.id,
    companySlug,
    conferenceId: e.conferenceId,
    customConferenceName: e.customConferenceName,
    location: e.location,
    role: e.role,
    rating: e.rating,
    year: e.year,
    month: e.month,
    outcomes: e.outcomes,
    notes: e.notes,
    caseStudyUrl: e.caseStudyUrl,
    photoUrls: e.photoUrls,
    status: e.status,
    createdAt: e.createdAt.toISOString(),
  };
}
