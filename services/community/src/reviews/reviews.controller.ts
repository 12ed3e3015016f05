import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminReview, COMMUNITY_PATTERNS, ConferenceIdQuery, CreateReviewDto, Page, PageQuery, PublicReview, ReviewIdDto, ReviewsResponse, SetReviewStatusDto } from '@confdir/contracts';
import { ReviewsService } from './reviews.service';

@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @MessagePattern(COMMUNITY_PATTERNS.listReviews)
  list(@Payload() query: ConferenceIdQuery): Promise<ReviewsResponse> {
    return this.reviews.listPublished(query.conferenceId, query);
  }

  @MessagePattern(COMMUNITY_PATTERNS.createReview)
  create(@Payload() dto: CreateReviewDto): Promise<PublicReview> {
    return this.reviews.create(dto);
  }

  @MessagePattern(COMMUNITY_PATTERNS.adminListReviews)
  adminList(@Payload() query: PageQuery): Promise<Page<AdminReview>> {
    return this.reviews.adminList(query);
  }

  @MessagePattern(COMMUNITY_PATTERNS.adminSetReviewStatus)
  setStatus(@Payload() dto: SetReviewStatusDto): Promise<AdminReview> {
    return this.reviews.setStatus(dto.id, dto.status);
  }

  @MessagePattern(COMMUNITY_PATTERNS.adminDeleteReview)
  remove(@Payload() dto: ReviewIdDto): Promise<{ deleted: true }> {
    return this.reviews.remove(dto.id);
  }
}
