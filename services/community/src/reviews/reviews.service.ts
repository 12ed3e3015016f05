import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminReview, CreateReviewDto, Page, PageRequest, pageWindow, PublicReview, REVIEW_ROLES, ReviewRole, ReviewsResponse, ReviewStatus } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { FeedbackCounter } from '../feedback/feedback-counts';
import { adminPage, feedbackPage } from '../feedback/feedback-page';
import { Review } from './review.entity';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** Per conference and role its published reviews, and per conference (key null) their average rating. */
const PUBLISHED_COUNTS = {
  name: 'community-reviews-counts',
  text: `SELECT conference_id, role AS key, count(*)::int AS n, avg(rating)::float8 AS avg
           FROM community.reviews WHERE conference_id = ANY($1::int[]) AND status = 'published'
          GROUP BY GROUPING SETS ((conference_id, role), (conference_id))`,
};

/** The public shape: the reviewer's e-mail never leaves through here. */
export function toPublicReview(r: Review): PublicReview {
  return {
    id: r.id,
    conferenceId: r.conferenceId,
    userName: r.userName,
    role: r.role,
    rating: r.rating,
    title: r.title,
    body: r.body,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toAdminReview(r: Review): AdminReview {
  return { ...toPublicReview(r), userEmail: r.userEmail };
}

@Injectable()
export class ReviewsService {
  private readonly counter: FeedbackCounter<ReviewRole>;

  constructor(@InjectRepository(Review) private readonly reviews: Repository<Review>) {
    this.counter = new FeedbackCounter(reviews.manager.connection, PUBLISHED_COUNTS, REVIEW_ROLES);
  }

  /** One page of published reviews; the average and the counts cover every published review. */
  async listPublished(conferenceId: number, request?: PageRequest): Promise<ReviewsResponse> {
    const { page, pageSize, offset } = pageWindow(request, 'reviews');
    const where = { conferenceId, status: 'published' as const };
    const list = await feedbackPage(this.reviews, this.counter, { conferenceId, where, order: NEWEST_FIRST, window: { offset, pageSize } });
    return { reviews: list.rows.map(toPublicReview), avgRating: list.avg, countsByRole: list.counts, page, pageSize, total: list.total };
  }

  async create(dto: CreateReviewDto): Promise<PublicReview> {
    const saved = await this.reviews.save(
      this.reviews.create({
        conferenceId: dto.conferenceId,
        userName: dto.userName,
        userEmail: dto.userEmail ?? null,
        role: dto.role,
        rating: dto.rating ?? null,
        title: dto.title ?? null,
        body: dto.body,
        status: 'published',
      }),
    );
    return toPublicReview(saved);
  }

  async adminList(request?: PageRequest): Promise<Page<AdminReview>> {
    const { page, pageSize, offset } = pageWindow(request, 'adminReviews');
    const { rows, total } = await adminPage(this.reviews, NEWEST_FIRST, { offset, pageSize });
    return { items: rows.map(toAdminReview), page, pageSize, total };
  }

  async setStatus(id: number, status: ReviewStatus): Promise<AdminReview> {
    const review = await this.findOrFail(id);
    review.status = status;
    return toAdminReview(await this.reviews.save(review));
  }

  async remove(id: number): Promise<{ deleted: true }> {
    const result = await this.reviews.delete({ id });
    if (!result.affected) throw ServiceError.notFound('Review not found');
    return { deleted: true };
  }

  /** Mean of the published ratings; null when no published review carries one (avg ignores nulls). */
  private async findOrFail(id: number): Promise<Review> {
    const review = await this.reviews.findOneBy({ id });
    if (!review) throw ServiceError.notFound('Review not found');
    return review;
  }
}
