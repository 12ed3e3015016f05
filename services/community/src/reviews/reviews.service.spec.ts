import { averageRating, countByRole, toPublicReview } from './reviews.service';
import { Review } from './review.entity';

describe('review aggregates', () => {
  it('averages only the ratings that exist, and is null without any', () => {
    expect(averageRating([4, null, 5])).toBe(4.5);
    expect(averageRating([null, null])).toBeNull();
    expect(averageRating([])).toBeNull();
  });

  it('counts every role, zeros included', () => {
    expect(countByRole(['ATTENDED', 'ATTENDED', 'SPONSORED'])).toEqual({ ATTENDED: 2, SPONSORED: 1, DID_NOT_ATTEND: 0 });
    expect(countByRole([])).toEqual({ ATTENDED: 0, SPONSORED: 0, DID_NOT_ATTEND: 0 });
  });

  it('never carries the e-mail into the public shape', () => {
    const review = Object.assign(new Review(), {
      id: 1,
      conferenceId: 2,
      userName: 'Ada',
      userEmail: 'ada@example.com',
      role: 'ATTENDED',
      rating: null,
      title: null,
      body: 'Fine',
      status: 'published',
      createdAt: new Date('2027-01-01T00:00:00Z'),
    });
    expect(toPublicReview(review)).not.toHaveProperty('userEmail');
    expect(JSON.stringify(toPublicReview(review))).not.toContain('ada@example.com');
  });
});
