import { CreateCompanies1700000400000 } from './1700000400000-CreateCompanies';
import { CompanyNameIndex1795450000000 } from './1795450000000-CompanyNameIndex';

/** Every migration of the companies schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [CreateCompanies1700000400000, CompanyNameIndex1795450000000];
