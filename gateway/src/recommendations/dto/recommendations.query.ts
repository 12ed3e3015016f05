import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { ATTENDANCE_MODES, AttendanceMode, ICP_FILTER_REGIONS, ICP_LIMITS, IcpFilterRegion } from '@confdir/contracts';

/** Query strings arrive as text: digits become a number, '' and 'all' mean absent, anything else fails its rule. */
const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value === '' ? undefined : value);
const absentIfAll = ({ value }: { value: unknown }) => (value === '' || value === 'all' ? undefined : value);

/** GET /api/companies/:slug/recommendations. */
export class RecommendationsQuery {
  @IsOptional() @Transform(toInt)
  @IsInt({ message: `limit must be a whole number from 1 to ${ICP_LIMITS.maxLimit}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${ICP_LIMITS.maxLimit}` })
  @Max(ICP_LIMITS.maxLimit, { message: `limit must be a whole number from 1 to ${ICP_LIMITS.maxLimit}` })
  limit?: number;

  @IsOptional() @Transform(toInt)
  @IsInt({ message: `page must be a whole number from 1 to ${ICP_LIMITS.maxPage}` })
  @Min(1, { message: `page must be a whole number from 1 to ${ICP_LIMITS.maxPage}` })
  @Max(ICP_LIMITS.maxPage, { message: `page must be a whole number from 1 to ${ICP_LIMITS.maxPage}` })
  page?: number;

  @IsOptional() @Transform(absentIfAll)
  @IsIn(ICP_FILTER_REGIONS, { message: `region must be one of: all, ${ICP_FILTER_REGIONS.join(', ')}` })
  region?: IcpFilterRegion;

  @IsOptional() @Transform(absentIfAll)
  @Matches(/^\d{4}-Q[1-4]$/, { message: 'quarter must be written YYYY-Qn, e.g. 2027-Q1' })
  quarter?: string;

  @IsOptional() @Transform(absentIfAll)
  @IsIn(ATTENDANCE_MODES, { message: `mode must be one of: all, ${ATTENDANCE_MODES.join(', ')}` })
  mode?: AttendanceMode;
}
