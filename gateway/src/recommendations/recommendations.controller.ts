import { Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { COMPANY_SLUG_PATTERN, RecommendationsResponse, SimilarCompaniesResponse } from '@confdir/contracts';
import { RecommendationsQuery } from './dto/recommendations.query';
import { ConferenceCompaniesService } from './conference-companies.service';
import { RecommendationsService } from './recommendations.service';
import { PublicReads } from '../common/public-read-cache';

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
    private readonly publicReads: PublicReads,
  ) {}

  @Get('companies/:slug/recommendations')
  forCompany(@Param('slug') slug: string, @Query() query: RecommendationsQuery): Promise<RecommendationsResponse> {
    return this.recommendations.recommendations(companySlug(slug), query);
  }

  @Get('companies/:slug/similar')
  similar(@Param('slug') slug: string): Promise<SimilarCompaniesResponse> {
    return this.recommendations.similar(companySlug(slug));
  }

  /**
   * ConferenceCompaniesResponse, as its JSON text. The same for every visitor (PublicReads): a popular
   * conference page's list costs three service calls per 5 s, not per view.
   */
  @Get('conferences/:slug/companies')
  companiesAt(@Param('slug') slug: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.conferenceCompanies.companies(conferenceSlug(slug)));
  }
}
