import type { Request } from 'express';
import { COMPANY_EDIT_TOKEN_HEADER, CompanyAuth } from '@confdir/contracts';
import { hasAdminKey } from '../common/admin-key.guard';
import { GatewayConfig } from '../config/gateway-config';

/** The admin key is checked here; an edit token travels on to the companies service, which holds its hash. */
export function companyAuthOf(req: Request, config: GatewayConfig): CompanyAuth {
  if (hasAdminKey(req, config)) return { admin: true };
  const token = req.header(COMPANY_EDIT_TOKEN_HEADER);
  return typeof token === 'string' && token.length > 0 && token.length <= 200 ? { editToken: token } : {};
}
