import { applyDecorators } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';

/** Names of the API's two credentials in the OpenAPI document (header names are set in api-docs.ts). */
export const ADMIN_KEY = 'admin-key';
export const COMPANY_TOKEN = 'company-token';

/** Documents a route that takes the company's edit token or, instead, the admin key. */
export const CompanyEditAuth = () => applyDecorators(ApiSecurity(COMPANY_TOKEN), ApiSecurity(ADMIN_KEY));
