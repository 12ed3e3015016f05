import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminReview, CreateReviewDto, Page, PageRequest, pageWindow, PublicReview, REVIEW_ROLES, ReviewsResponse, ReviewStatus } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { adminPage, feedbackPage } from '../feedback/feedback-page';
import { Review } from './review.entity';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

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
  constructor(@InjectRepository(Review) private readonly reviews: Repository<Review>) {}

  /** One page of published reviews; the average and the counts cover every published review. */
  async listPublished(conferenceId: number, request?: PageRequest): Promise<ReviewsResponse> {
    const { page, pageSize, offset } = pageWindow(request, 'reviews');
    const where = { conferenceId, status: 'published' as const };
    const [list, avgRating] = await Promise.all([
      feedbackPage(this.reviews, { where, order: NEWEST_FIRST, window: { offset, pageSize }, countBy: 'role', keys: REVIEW_ROLES }),
      this.averageRating(conferenceId),
    ]);
    return { reviews: list.rows.map(toPublicReview), avgRating, countsByRole: list.counts, page, pageSize, total: list.total };
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
  private async averageRating(conferenceId: number): Promise<number | null> {
    const row = await this.reviews
      .createQueryBuilder('r')
      .select('avg(r.rating)::float8', 'avg')
      .where({ conferenceId, status: 'published' })
      .getRawOne<{ avg: number | null }>();
    return row?.avg ?? null;
  }

  private async findOrFail(id: number): Promise<Review> {
    const review = await this.reviews.findOneBy({ id });
    if (!review) throw ServiceError.notFound('Review not found');
    return review;
  }
}
