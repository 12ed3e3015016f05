import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE } from './paging.types';

export * from './paging.types';

/** The largest pageSize accepted at all; each list then clamps it to its own PAGE_SIZES entry. */
const MAX_ASKED_PAGE_SIZE = 100;

/** Query strings carry text; NATS and JSON carry numbers. Anything else is left for the check to refuse. */
const toNumber = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value === '' ? undefined : value;

/** `?page=&pageSize=` of every paged list. */
export class PageQuery {
  @Transform(toNumber)
  @IsOptional()
  @IsInt({ message: `page must be a whole number from 1 to ${MAX_PAGE}` })
  @Min(1, { message: `page must be a whole number from 1 to ${MAX_PAGE}` })
  @Max(MAX_PAGE, { message: `page must be a whole number from 1 to ${MAX_PAGE}` })
  page?: number;

  @Transform(toNumber)
  @IsOptional()
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_ASKED_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_ASKED_PAGE_SIZE}` })
  @Max(MAX_ASKED_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_ASKED_PAGE_SIZE}` })
  pageSize?: number;
}
