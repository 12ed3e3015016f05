import { itemList } from '@/lib/json-ld';
import type { PageHeadData } from '@/lib/page-head';
import { companyPath } from '@/lib/site';
import type { Company } from '../types';

/** The head of /companies: the companies shown first, as an ItemList. */
export function companiesHead(companies: Company[], total: number, baseUrl: string): PageHeadData {
  return {
    title: 'Companies',
    description: `${total ? `${total} companies` : 'Companies'} on ConfDir: who they want to meet at conferences, where they have exhibited, sponsored and spoken, and what they plan next.`,
    canonicalPath: '/companies',
    jsonLd: companies.length ? [itemList(companies.map((c) => new URL(companyPath(c.slug), baseUrl).href))] : [],
  };
}

/** The head of /companies/:slug: its summary of whom it wants to meet, its logo as a small card. */
export function companyHead(company: Company): PageHeadData {
  return {
    title: `${company.name} — conference track record and ICP`,
    description: company.icpSummary?.trim() || `${company.name}: the conferences it has attended, sponsored, spoken at or exhibited at, and who it wants to meet there.`,
    canonicalPath: companyPath(company.slug),
    image: company.logoUrl,
    imageIsLogo: true,
  };
}
