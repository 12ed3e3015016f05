import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { AdminController } from './admin.controller';

@Module({ imports: [CompaniesModule], controllers: [AdminController] })
export class AdminModule {}
