import { All, Controller, NotImplementedException } from '@nestjs/common';

/** Upload parameters and object serving. */
@Controller()
export class MediaController {
  @All(['objects/upload', 'objects/:key'])
  notYet(): never {
    throw new NotImplementedException('Not implemented yet');
  }
}
