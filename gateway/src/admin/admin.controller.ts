import { All, Controller, NotImplementedException, UseGuards } from '@nestjs/common';
import { AdminKeyGuard } from './admin-key.guard';

/** Every /api/admin route sits behind the admin key. */
@Controller('admin')
@UseGuards(AdminKeyGuard)
export class AdminController {
  @All(['conferences', 'reviews', 'interests', 'reviews/:id', 'reviews/:id/status', 'interests/:id', 'interests/:id/status', 'company-events', 'add-by-link'])
  notYet(): never {
    throw new NotImplementedException('Not implemented yet');
  }
}
