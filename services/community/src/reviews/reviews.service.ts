import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminReview, CreateReviewDto, PublicReview, REVIEW_ROLES, ReviewRole, ReviewsResponse, ReviewStatus } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { Review } from './review.entity';

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

/** Mean of the ratings that exist; null when no review carries one. */
export function averageRating(ratings: Array<number | null>): number | null {
  const rated = ratings.filter((r): r is number => r !== null);
  return rated.length === 0 ? null : rated.reduce((sum, r) => sum + r, 0) / rated.length;
}

export function countByRole(roles: ReviewRole[]): Record<ReviewRole, number> {
  const counts = Object.fromEntries(REVIEW_ROLES.map((role) => [role, 0])) as Record<ReviewRole, number>;
  for (const role of roles) counts[role] += 1;
  return counts;
}

@Injectable()
export class ReviewsService {
  constructor(@InjectRepository(Review) private readonly reviews: Repository<Review>) {}

  async listPublished(conferenceId: number): Promise<ReviewsResponse> {
    const rows = await this.reviews.find({
      where: { conferenceId, status: 'published' },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return {
      reviews: rows.map(toPublicReview),
      avgRating: averageRating(rows.map((r) => r.rating)),
      countsByRole: countByRole(rows.map((r) => r.role)),
    };
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

  async adminList(): Promise<AdminReview[]> {
    const rows = await this.reviews.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toAdminReview);
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

  private async findOrFail(id: number): Promise<Review> {
    const review = await this.reviews.findOneBy({ id });
    if (!review) throw ServiceError.notFound('Review not found');
    return review;
  }
}
