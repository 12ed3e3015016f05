import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Body of POST /api/submit/preview. Whether the link may be fetched is the catalog's decision. */
export class LinkBody {
  @IsString({ message: 'url must be text' })
  @IsNotEmpty({ message: 'url is required' })
  @MaxLength(2048, { message: 'url must be at most 2048 characters' })
  url: string;
}
