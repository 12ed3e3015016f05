import { toPublicReview } from './reviews.service';
import { Review } from './review.entity';

describe('public review shape', () => {
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
