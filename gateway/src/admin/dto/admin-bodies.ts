import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Transform } from 'class-transformer';
import { CompanyEventInput, CONFERENCE_STATUSES, ConferenceStatus, MAX_ID } from '@confdir/contracts';

/** `:id` of the admin routes: a positive whole number (anything else is a 400 naming `id`). */
export class AdminIdParam {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value))
  @IsInt({ message: 'id must be a positive integer' })
  @Min(1, { message: 'id must be a positive integer' })
  @Max(MAX_ID, { message: 'id must be a positive integer' })
  id: number;
}

/** Body of POST /api/admin/conferences/:id/status. */
export class ConferenceStatusBody {
  @IsIn(CONFERENCE_STATUSES, { message: `status must be one of ${CONFERENCE_STATUSES.join(', ')}` })
  status: ConferenceStatus;
}

/** Body of POST /api/admin/add-by-link. Whether the link may be fetched is the catalog's decision. */
export class AddByLinkBody {
  @IsString({ message: 'url must be text' })
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(2048, { message: 'url must be at most 2048 characters' })
  url: string;
}

/** Body of POST /api/admin/company-events: an event for the featured company unless another slug is named. */
export class AdminCompanyEventBody extends CompanyEventInput {
  @IsOptional()
  @IsString({ message: 'companySlug must be text' })
  @IsNotEmpty({ message: 'companySlug must not be empty' })
  @MaxLength(300, { message: 'companySlug must be at most 300 characters' })
  companySlug?: string;
}
