import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { COMPANY_SLUG_PATTERN, ConferenceCompaniesResponse, RecommendationsResponse, SimilarCompaniesResponse } from '@confdir/contracts';
import { RecommendationsQuery } from './dto/recommendations.query';
import { ConferenceCompaniesService } from './conference-companies.service';
import { RecommendationsService } from './recommendations.service';
import { PublicRead } from '../common/public-read-cache';

function companySlug(slug: string): string {
  if (slug.length > 120 || !COMPANY_SLUG_PATTERN.test(slug)) throw new NotFoundException('Company not found');
  return slug;
}

function conferenceSlug(slug: string): string {
  if (slug.length > 300) throw new NotFoundException('Conference not found');
  return slug;
}

/** ICP fit (issue 17): which conferences fit a company, which companies are like it, who is going where. */
@Controller()
export class RecommendationsController {
  constructor(
    private readonly recommendations: RecommendationsService,
    private readonly conferenceCompanies: ConferenceCompaniesService,
  ) {}

  @Get('companies/:slug/recommendations')
  forCompany(@Param('slug') slug: string, @Query() query: RecommendationsQuery): Promise<RecommendationsResponse> {
    return this.recommendations.recommendations(companySlug(slug), query);
  }

  @Get('companies/:slug/similar')
  similar(@Param('slug') slug: string): Promise<SimilarCompaniesResponse> {
    return this.recommendations.similar(companySlug(slug));
  }

  /** The same for every visitor: a popular conference page's list costs three service calls per 5 s, not per view. */
  @Get('conferences/:slug/companies')
  @PublicRead()
  companiesAt(@Param('slug') slug: string): Promise<ConferenceCompaniesResponse> {
    return this.conferenceCompanies.companies(conferenceSlug(slug));
  }
}
