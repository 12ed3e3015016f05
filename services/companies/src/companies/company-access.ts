import { COMPANY_FORBIDDEN_MESSAGE, CompanyAuth } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { editTokenMatches } from './edit-token';

/** The gateway vouches for `admin`; an edit token must hash to the company's stored hash. */
export function assertCanEdit(editTokenHash: Buffer | null, auth: CompanyAuth | undefined): void {
  if (auth?.admin === true) return;
  if (editTokenMatches(auth?.editToken, editTokenHash)) return;
  throw ServiceError.forbidden(COMPANY_FORBIDDEN_MESSAGE);
}
