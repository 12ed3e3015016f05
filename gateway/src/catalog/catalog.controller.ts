import { All, Controller, NotImplementedException } from '@nestjs/common';

/** Routes of the catalog issue: conferences, submit, top, vote. */
@Controller()
export class CatalogController {
  @All(['conferences', 'conferences/:slug', 'submit', 'top', 'vote'])
  notYet(): never {
    throw new NotImplementedException('Not implemented yet');
  }
}
