import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniesGoingController } from './companies-going.controller';
import { CompaniesGoingService } from './companies-going.service';
import { Interest } from './interest.entity';
import { InterestsController } from './interests.controller';
import { FEATURED_COMPANY_NAME, InterestsService } from './interests.service';

@Module({})
export class InterestsModule {
  static register(featuredCompanyName: string): DynamicModule {
    return {
      module: InterestsModule,
      imports: [TypeOrmModule.forFeature([Interest])],
      controllers: [InterestsController, CompaniesGoingController],
      providers: [InterestsService, CompaniesGoingService, { provide: FEATURED_COMPANY_NAME, useValue: featuredCompanyName }],
      exports: [InterestsService, CompaniesGoingService],
    };
  }
}
