import { All, Controller, NotImplementedException } from '@nestjs/common';

/** Routes of the companies issue. */
@Controller()
export class CompaniesController {
  @All(['companies', 'companies/:slug', 'companies/:slug/events', 'company-events', 'company-events/:id'])
  notYet(): never {
    throw new NotImplementedException('Not implemented yet');
  }
}
