import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CONFERENCE_TYPES } from './catalog';
import { ICP_LIMITS } from './icp';
import { MAX_ID } from './ids';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** catalog `icpCandidates`: published conferences starting in [from, to), bounded per group. */
export class IcpCandidatesQuery {
  @IsArray() @ArrayMaxSize(CONFERENCE_TYPES.length) @IsIn(CONFERENCE_TYPES, { each: true })
  types: string[];

  /** Folded words; any of them in the search text selects a conference. */
  @IsArray() @ArrayMaxSize(32) @IsString({ each: true }) @Matches(/^[\p{L}\p{N}]{1,40}$/u, { each: true })
  terms: string[];

  @IsISO8601()
  from: string;

  @IsOptional() @IsISO8601()
  to?: string;

  @IsOptional() @IsBoolean()
  online?: boolean;

  @Type(() => Number) @IsInt() @Min(1) @Max(ICP_LIMITS.candidatesPerGroup)
  perGroup: number;

  /** Tokens of shared groups the asker still holds (from earlier answers): those groups come without rows. */
  @IsOptional() @IsArray() @ArrayMaxSize(CONFERENCE_TYPES.length + 1) @IsString({ each: true }) @MaxLength(100, { each: true })
  held?: string[];
}

/** companies `similar`: the companies whose ICP is most like this one's, with their published events. */
export class SimilarCompaniesQuery {
  @IsString() @Matches(SLUG, { message: 'Company not found' }) @MaxLength(120)
  slug: string;

  @IsInt() @Min(1) @Max(ICP_LIMITS.similar * 2)
  limit: number;
}

/** companies `attendees` / community `companiesGoing`: who is at one conference, bounded. */
export class ConferenceCompaniesQuery {
  @IsInt() @Min(1) @Max(MAX_ID)
  conferenceId: number;

  @IsInt() @Min(1) @Max(ICP_LIMITS.companiesPerConference)
  limit: number;
}

/**
 * companies `conferenceCompanies`: the conference's track-record entries and which of these names
 * (the companies community says are going) are companies with a profile, in one message.
 */
export class ConferenceCompaniesLookup extends ConferenceCompaniesQuery {
  @IsArray() @ArrayMaxSize(ICP_LIMITS.companiesPerConference) @IsString({ each: true }) @MaxLength(200, { each: true })
  names: string[];
}
