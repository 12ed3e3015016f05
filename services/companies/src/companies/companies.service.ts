import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CompanyAuth, CompanyInput, CompanyJson, CompanyListResponse, CreatedCompany, PageRequest, pageWindow } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { Company } from './company.entity';
import { assertCanEdit } from './company-access';
import { toCompanyJson } from './company-json';
import { IcpPool } from './icp-pool';
import { newEditToken } from './edit-token';
import { nextFreeSlug, slugify } from './slug';

const SLUG_ATTEMPTS = 5;
export const COMPANY_NOT_FOUND = 'Company not found';

/** Fields a caller may set; everything else (id, slug, token, dates) is ours. */
export function editableFields(input: CompanyInput): Partial<Company> {
  return {
    name: input.name,
    website: input.website ?? null,
    logoUrl: input.logoUrl ?? null,
    contactEmail: input.contactEmail ?? null,
    locations: input.locations ?? null,
    backing: input.backing ?? null,
    icpSummary: input.icpSummary ?? null,
    targetIndustries: input.targetIndustries ?? null,
    targetTitles: input.targetTitles ?? null,
    targetCompanySizes: input.targetCompanySizes ?? null,
    targetRegions: input.targetRegions ?? null,
    targetNotes: input.targetNotes ?? null,
  };
}

@Injectable()
export class CompaniesService {
  constructor(
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly icpPool: IcpPool,
  ) {}

  /** One page of the directory, newest first (companies_created_at_idx), with the count of all. */
  async list(request?: PageRequest): Promise<CompanyListResponse> {
    const { page, pageSize, offset } = pageWindow(request, 'companies');
    const [rows, total] = await this.companies.findAndCount({ order: { createdAt: 'DESC', id: 'DESC' }, skip: offset, take: pageSize });
    return { companies: rows.map(toCompanyJson), total, page, pageSize };
  }

  async getBySlug(slug: string): Promise<Company> {
    const company = await this.companies.findOne({ where: { slug } });
    if (!company) throw ServiceError.notFound(COMPANY_NOT_FOUND);
    return company;
  }

  /** The company with its token hash, which is otherwise never loaded. */
  async getForEdit(slug: string): Promise<Company> {
    const company = await this.companies.createQueryBuilder('c').addSelect('c.editTokenHash').where('c.slug = :slug', { slug }).getOne();
    if (!company) throw ServiceError.notFound(COMPANY_NOT_FOUND);
    return company;
  }

  async authorize(slug: string, auth: CompanyAuth): Promise<Company> {
    const company = await this.getForEdit(slug);
    assertCanEdit(company.editTokenHash, auth);
    return company;
  }

  /**
   * Picks the lowest free "name", "name-2", ... slug; the unique constraint settles races (the
   * insert does nothing on conflict) and a loser simply picks again.
   */
  async create(input: CompanyInput): Promise<CreatedCompany> {
    const base = slugify(input.name);
    const { token, hash } = newEditToken();
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
      const slug = await this.freeSlug(base);
      const inserted = await this.insertIfSlugFree({ ...editableFields(input), slug, editTokenHash: hash });
      if (inserted) return { ...toCompanyJson(inserted), editToken: token };
    }
    throw ServiceError.conflict('Could not choose an address for this company; please try again');
  }

  async update(slug: string, input: CompanyInput, auth: CompanyAuth): Promise<CompanyJson> {
    const company = await this.authorize(slug, auth);
    await this.companies.update({ id: company.id }, editableFields(input));
    this.icpPool.forget();
    return toCompanyJson(await this.getBySlug(slug));
  }

  /** Creates the company unless its slug exists; concurrent starts cannot create two. */
  async ensureExists(slug: string, fields: Partial<Company>): Promise<void> {
    await this.insertIfSlugFree({ ...fields, slug, editTokenHash: null });
  }

  /** INSERT ... ON CONFLICT DO NOTHING: null when the slug was taken meanwhile. */
  private async insertIfSlugFree(fields: Partial<Company>): Promise<Company | null> {
    const result = await this.companies.createQueryBuilder().insert().into(Company).values(fields).orIgnore().returning('id').execute();
    const id = (result.raw as { id: number }[])[0]?.id;
    if (id !== undefined) this.icpPool.forget();
    return id === undefined ? null : this.companies.findOneByOrFail({ id });
  }

  private async freeSlug(base: string): Promise<string> {
    const rows = await this.companies
      .createQueryBuilder('c')
      .select('c.slug', 'slug')
      .where('c.slug = :base OR c.slug LIKE :numbered', { base, numbered: `${base}-%` })
      .getRawMany<{ slug: string }>();
    return nextFreeSlug(base, rows.map((r) => r.slug));
  }
}
