import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { COMMUNITY_PATTERNS, ConferenceCompaniesQuery, ConferenceFeedback } from '@confdir/contracts';
import { CompaniesGoingService } from '../interests/companies-going.service';
import { InterestsService } from '../interests/interests.service';
import { ReviewsService } from '../reviews/reviews.service';

/**
 * A conference page's first paint from this service in one message (three before: each its own message and its own
 * statements). The companies going are read only when the interests' counts say some are.
 */
@Controller()
export class ConferenceFeedbackController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly interests: InterestsService,
    private readonly companies: CompaniesGoingService,
  ) {}

  @MessagePattern(COMMUNITY_PATTERNS.conferenceFeedback)
  async feedback(@Payload() query: ConferenceCompaniesQuery): Promise<ConferenceFeedback> {
    const [reviews, interests] = await Promise.all([this.reviews.listPublished(query.conferenceId), this.interests.listForConference(query.conferenceId)]);
    const { ATTENDING, SPONSORING } = interests.countsByStatus;
    const going = ATTENDING + SPONSORING > 0 ? await this.companies.going(query) : [];
    return { reviews, interests, going };
  }
}
