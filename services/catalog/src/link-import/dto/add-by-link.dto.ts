import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/**
 * `CATALOG_PATTERNS.addByLink` payload. Only the shape is checked here: whether the link may be
 * fetched (scheme, address) is the fetcher's decision, so every refusal reads the same way.
 */
export class AddByLinkDto {
  @IsString({ message: 'url must be text' })
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(2048, { message: 'url must be at most 2048 characters' })
  url: string;
}
