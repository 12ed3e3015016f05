import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { AdminController } from './admin.controller';
import { AdminSyncController } from './admin-sync.controller';

@Module({ imports: [CompaniesModule], controllers: [AdminController, AdminSyncController] })
export class AdminModule {}
