import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { Check } from './check';
import { numberField } from './field-rules';
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
  @Check(numberField('page', 1, MAX_PAGE))
  page?: number;

  @Transform(toNumber)
  @IsOptional()
  @Check(numberField('pageSize', 1, MAX_ASKED_PAGE_SIZE))
  pageSize?: number;
}
