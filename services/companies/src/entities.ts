import { Company } from './companies/company.entity';
import { CompanyEvent } from './companies/company-event.entity';

/** Every entity of the companies schema. */
export const entities = [Company, CompanyEvent];
