import { All, Controller, NotImplementedException } from '@nestjs/common';

/** Routes of the community issue: reviews and interests. */
@Controller()
export class CommunityController {
  @All(['reviews', 'interests'])
  notYet(): never {
    throw new NotImplementedException('Not implemented yet');
  }
}
