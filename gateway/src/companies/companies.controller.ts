import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Patch, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  COMPANIES_PATTERNS,
  COMPANY_SLUG_PATTERN,
  CompanyEventInput,
  CompanyEventJson,
  CompanyInput,
  CompanyJson,
  CompanyListResponse,
  CompanyProfileResponse,
  CreatedCompany,
  isAtLeastOneFilter,
  ListCompanyEventsQuery,
  MAX_ID,
  PageQuery,
} from '@confdir/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { CompanyEditAuth } from '../openapi/api-security';
import { ServiceClient } from '../nats/service-client';
import { companyAuthOf } from './company-auth';
import { CompanyProfilesService } from './company-profiles.service';
import { CompanyWritesService } from './company-writes.service';
import { WriteLimit } from '../throttling/write-limit.guard';

/** No company can have a slug outside the pattern, so such a request is a 404 without a round trip. */
function slugParam(slug: string): string {
  if (slug.length > 120 || !COMPANY_SLUG_PATTERN.test(slug)) throw new NotFoundException('Company not found');
  return slug;
}

function eventIdParam(raw: string): number {
  const id = Number(raw);
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || id > MAX_ID) throw new NotFoundException('Event not found');
  return id;
}

/** Company profiles and their track record (SPEC §7). */
@Controller()
export class CompaniesController {
  constructor(
    private readonly client: ServiceClient,
    private readonly profiles: CompanyProfilesService,
    private readonly writes: CompanyWritesService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Get('companies')
  list(@Query() query: PageQuery): Promise<CompanyListResponse> {
    return this.client.send<CompanyListResponse>(COMPANIES_PATTERNS.list, query);
  }

  @Get('companies/:slug')
  profile(@Param('slug') slug: string): Promise<CompanyProfileResponse> {
    return this.profiles.profile(slugParam(slug));
  }

  @Post('companies')
  @WriteLimit('companies')
  create(@Body() body: CompanyInput): Promise<CreatedCompany> {
    return this.writes.createCompany(body);
  }

  @Put('companies/:slug')
  @CompanyEditAuth()
  @WriteLimit('companies')
  update(@Param('slug') slug: string, @Body() body: CompanyInput, @Req() req: Request): Promise<CompanyJson> {
    return this.writes.updateCompany(slugParam(slug), body, companyAuthOf(req, this.config));
  }

  @Post('companies/:slug/events')
  @CompanyEditAuth()
  @WriteLimit('companyEvents')
  createEvent(@Param('slug') slug: string, @Body() body: CompanyEventInput, @Req() req: Request): Promise<CompanyEventJson> {
    return this.writes.createEvent(slugParam(slug), body, companyAuthOf(req, this.config));
  }

  @Patch('company-events/:id')
  @CompanyEditAuth()
  @WriteLimit('companyEvents')
  updateEvent(@Param('id') id: string, @Body() body: CompanyEventInput, @Req() req: Request): Promise<CompanyEventJson> {
    return this.writes.updateEvent(eventIdParam(id), body, companyAuthOf(req, this.config));
  }

  @Delete('company-events/:id')
  @CompanyEditAuth()
  @HttpCode(204)
  @WriteLimit('companyEvents')
  async deleteEvent(@Param('id') id: string, @Req() req: Request): Promise<void> {
    await this.writes.deleteEvent(eventIdParam(id), companyAuthOf(req, this.config));
  }

  @Get('company-events')
  events(@Query() query: ListCompanyEventsQuery): Promise<CompanyEventJson[]> {
    if (!isAtLeastOneFilter(query)) throw new BadRequestException('conferenceId or companySlug is required');
    return this.profiles.events(query);
  }
}
