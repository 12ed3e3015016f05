import {
  AdminInterest,
  AdminReview,
  COMMUNITY_PATTERNS,
  CreateInterestResult,
  ErrorCode,
  INTEREST_STATUSES,
  InterestsResponse,
  Page,
  PAGE_SIZES,
  PublicInterest,
  PublicReview,
  ReviewRole,
  ReviewsResponse,
} from '@confdir/contracts';
import { ServiceCalls, serviceCalls } from '../../../testing/service-calls';
import { Stack, startStack } from '../../../testing/stack';

/**
 * Community on real Postgres, one stack for the file: first the moderation cycle as the public and
 * an administrator see it through the gateway, then the service on its own over NATS, past the
 * gateway's checks (conference ids are arbitrary there: community trusts the gateway for those).
 */
describe('community service', () => {
  let stack: Stack;
  let svc: ServiceCalls;

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'community'] });
    svc = serviceCalls(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe('review moderation through the gateway', () => {
    let conferenceId: number;
    const admin = () => ({ 'x-admin-key': stack.adminKey });

    beforeAll(async () => {
      const res = await stack.http().post('/api/submit').send({ title: `Moderated Conf ${Date.now()}`, url: `https://moderated-${Date.now()}.example.com` }).expect(201);
      conferenceId = res.body.id;
    });

    const post = (rating: number, role: string) =>
      stack.http().post('/api/reviews').send({ conferenceId, userName: 'Ada', role, rating, body: `Rated ${rating}` }).expect(201);
    const publicView = async () => (await stack.http().get('/api/reviews').query({ conferenceId }).expect(200)).body;
    const setStatus = (id: number, status: string) => stack.http().post(`/api/admin/reviews/${id}/status`).set(admin()).send({ status });

    it('takes a review out of the list, the average and the counts while hidden or draft, and back when published again', async () => {
      const kept = await post(5, 'ATTENDED');
      const moderated = await post(1, 'SPONSORED');
      expect(await publicView()).toMatchObject({ avgRating: 3, countsByRole: { ATTENDED: 1, SPONSORED: 1, DID_NOT_ATTEND: 0 } });

      for (const status of ['hidden', 'draft']) {
        await setStatus(moderated.body.id, status).expect(200);
        const view = await publicView();
        expect(view.reviews.map((r: { id: number }) => r.id)).toEqual([kept.body.id]);
        expect(view).toMatchObject({ avgRating: 5, countsByRole: { ATTENDED: 1, SPONSORED: 0, DID_NOT_ATTEND: 0 } });
      }

      await setStatus(moderated.body.id, 'published').expect(200);
      expect(await publicView()).toMatchObject({ avgRating: 3, countsByRole: { ATTENDED: 1, SPONSORED: 1, DID_NOT_ATTEND: 0 } });

      await stack.http().delete(`/api/admin/reviews/${moderated.body.id}`).set(admin()).expect(204);
      expect(await publicView()).toMatchObject({ avgRating: 5, countsByRole: { ATTENDED: 1, SPONSORED: 0, DID_NOT_ATTEND: 0 } });
    });

    it('refuses an unknown status with 400 and an unknown review with 404, changing nothing', async () => {
      const review = await post(4, 'ATTENDED');
      await setStatus(review.body.id, 'deleted').expect(400);
      await setStatus(2_000_000_000, 'hidden').expect(404);
      expect((await publicView()).reviews.map((r: { id: number }) => r.id)).toContain(review.body.id);
    });
  });

  describe('moderation, aggregates and pages over NATS', () => {
    let nextConference = 1_000_000;
    const conference = () => ++nextConference;
    const ROLES_ZERO = { ATTENDED: 0, SPONSORED: 0, DID_NOT_ATTEND: 0 };
    const STATUS_MESSAGE = 'status must be one of published, hidden, draft';

    const review = (conferenceId: number, role: ReviewRole = 'ATTENDED', rating: number | null = null, extra: Record<string, unknown> = {}) =>
      svc.send<PublicReview>(COMMUNITY_PATTERNS.createReview, { conferenceId, userName: 'Ada', role, rating, body: `Rated ${rating}`, ...extra });
    const reviews = (conferenceId: number, paging: Record<string, unknown> = {}) =>
      svc.send<ReviewsResponse>(COMMUNITY_PATTERNS.listReviews, { conferenceId, ...paging });
    const setStatus = (id: number, status: unknown) => svc.send<AdminReview>(COMMUNITY_PATTERNS.adminSetReviewStatus, { id, status });
    const storedStatus = async (id: number) => (await svc.sql<{ status: string }>('SELECT status FROM community.reviews WHERE id = $1', [id]))[0]?.status;
    const reviewCount = async () => (await svc.sql<{ n: number }>('SELECT count(*)::int AS n FROM community.reviews'))[0].n;

    describe('review states', () => {
      it('publishes a new review at once and lets no visitor choose its status', async () => {
        const id = conference();
        const before = await reviewCount();
        for (const status of ['hidden', 'draft', 'published']) {
          expect(await svc.refusal(COMMUNITY_PATTERNS.createReview, { conferenceId: id, userName: 'Eve', role: 'ATTENDED', body: 'x', status })).toEqual({
            code: ErrorCode.Validation,
            message: 'property status should not exist',
          });
        }
        expect(await reviewCount()).toBe(before);
        const created = await review(id, 'ATTENDED', 4);
        expect(created.status).toBe('published');
        expect(await reviews(id)).toMatchObject({ reviews: [{ id: created.id, status: 'published' }], avgRating: 4, total: 1 });
      });

      it('moves a review between published, hidden and draft in any order; only while published is it listed, averaged and counted', async () => {
        const id = conference();
        const kept = await review(id, 'ATTENDED', 2);
        const moved = await review(id, 'SPONSORED', 5);
        // Every transition between the three states once, and a repeat of the current one.
        for (const status of ['hidden', 'draft', 'published', 'published', 'draft', 'hidden', 'published'] as const) {
          expect((await setStatus(moved.id, status)).status).toBe(status);
          expect(await storedStatus(moved.id)).toBe(status);
          const view = await reviews(id);
          if (status === 'published') {
            expect(view).toMatchObject({ avgRating: 3.5, countsByRole: { ...ROLES_ZERO, ATTENDED: 1, SPONSORED: 1 }, total: 2 });
            expect(view.reviews.map((r) => r.id)).toEqual([moved.id, kept.id]);
          } else {
            expect(view).toMatchObject({ avgRating: 2, countsByRole: { ...ROLES_ZERO, ATTENDED: 1 }, total: 1 });
            expect(view.reviews.map((r) => r.id)).toEqual([kept.id]);
          }
          // Moderators still see it, with the state it is in.
          const admin = await svc.send<Page<AdminReview>>(COMMUNITY_PATTERNS.adminListReviews, {});
          expect(admin.items.find((r) => r.id === moved.id)?.status).toBe(status);
        }
      });

      it('refuses an unknown state and an unknown review, leaving the review as it was', async () => {
        const { id } = await review(conference());
        await setStatus(id, 'hidden');
        for (const status of ['deleted', 'Published', 'PUBLISHED', ' published', '', null, 1, undefined]) {
          expect(await svc.refusal(COMMUNITY_PATTERNS.adminSetReviewStatus, { id, status })).toEqual({ code: ErrorCode.Validation, message: STATUS_MESSAGE });
          expect(await storedStatus(id)).toBe('hidden');
        }
        expect(await svc.refusal(COMMUNITY_PATTERNS.adminSetReviewStatus, { id: 2_000_000_000, status: 'published' })).toEqual({
          code: ErrorCode.NotFound,
          message: 'Review not found',
        });
        for (const bad of [0, -1, 1.5, 'abc']) {
          expect((await svc.refusal(COMMUNITY_PATTERNS.adminSetReviewStatus, { id: bad, status: 'published' })).code).toBe(ErrorCode.Validation);
        }
        expect(await storedStatus(id)).toBe('hidden');
      });

      it('changes an interest between the four statuses freely, counts following; refuses any other status', async () => {
        const id = conference();
        const other = await svc.send<CreateInterestResult>(COMMUNITY_PATTERNS.createInterest, { conferenceId: id, companyName: 'Initech', status: 'ATTENDING' });
        const { interest } = await svc.send<CreateInterestResult>(COMMUNITY_PATTERNS.createInterest, { conferenceId: id, companyName: 'Vandelay', status: 'CONSIDERING' });
        for (const status of ['SPONSORING', 'NOT_GOING', 'CONSIDERING', 'ATTENDING', 'NOT_GOING'] as const) {
          expect((await svc.send<AdminInterest>(COMMUNITY_PATTERNS.adminSetInterestStatus, { id: interest.id, status })).status).toBe(status);
          const view = await svc.send<InterestsResponse>(COMMUNITY_PATTERNS.listInterests, { conferenceId: id });
          const expected = { CONSIDERING: 0, ATTENDING: 1, SPONSORING: 0, NOT_GOING: 0 };
          expected[status] += 1;
          expect(view).toMatchObject({ countsByStatus: expected, total: 2 });
          expect(view.interests.map((i) => i.id)).toEqual([interest.id, other.interest.id]);
        }
        for (const status of ['published', 'considering', 'DID_NOT_ATTEND', '']) {
          expect(await svc.refusal(COMMUNITY_PATTERNS.adminSetInterestStatus, { id: interest.id, status })).toEqual({
            code: ErrorCode.Validation,
            message: 'status must be one of CONSIDERING, ATTENDING, SPONSORING, NOT_GOING',
          });
        }
        const stored = await svc.sql<{ status: string }>('SELECT status FROM community.interests WHERE id = $1', [interest.id]);
        expect(stored).toEqual([{ status: 'NOT_GOING' }]);
      });
    });

    describe('aggregates', () => {
      it('are empty for a conference without reviews', async () => {
        expect(await reviews(conference())).toEqual({ reviews: [], avgRating: null, countsByRole: ROLES_ZERO, page: 1, pageSize: PAGE_SIZES.reviews, total: 0 });
      });

      it('average the rated published reviews only and count published reviews by role', async () => {
        const id = conference();
        await review(id, 'ATTENDED', 4);
        await review(id, 'ATTENDED', 4);
        await review(id, 'SPONSORED', 5);
        await review(id, 'DID_NOT_ATTEND', null);
        const hidden = await review(id, 'SPONSORED', 1);
        const draft = await review(id, 'DID_NOT_ATTEND', 1);
        await setStatus(hidden.id, 'hidden');
        await setStatus(draft.id, 'draft');
        await review(conference(), 'ATTENDED', 1); // another conference's review counts nowhere here

        const view = await reviews(id);
        expect(view.avgRating).toBeCloseTo(13 / 3, 10);
        expect(view.countsByRole).toEqual({ ATTENDED: 2, SPONSORED: 1, DID_NOT_ATTEND: 1 });
        expect(view.total).toBe(4);
      });

      it('have no average while no published review carries a rating', async () => {
        const id = conference();
        await review(id, 'ATTENDED', null);
        const rated = await review(id, 'SPONSORED', 3);
        await setStatus(rated.id, 'hidden');
        expect(await reviews(id)).toMatchObject({ avgRating: null, countsByRole: { ...ROLES_ZERO, ATTENDED: 1 }, total: 1 });
      });
    });

    describe('pages', () => {
      const PAGE_MESSAGE = 'page must be a whole number from 1 to 10000';
      const SIZE_MESSAGE = 'pageSize must be a whole number from 1 to 100';

      it('split the published reviews newest first into bounded pages, with the same aggregates on every page', async () => {
        const id = conference();
        const published: number[] = [];
        for (let i = 0; i < 23; i++) published.unshift((await review(id, i % 2 ? 'ATTENDED' : 'SPONSORED', (i % 5) + 1)).id);
        for (const status of ['hidden', 'draft']) await setStatus((await review(id, 'ATTENDED', 1)).id, status);
        const aggregates = { countsByRole: { ATTENDED: 11, SPONSORED: 12, DID_NOT_ATTEND: 0 }, total: 23 };
        const average = 66 / 23; // ratings 1..5 four times over, then 1, 2, 3

        const pages = await Promise.all([1, 2, 3, 4].map((page) => reviews(id, { page })));
        expect(pages.map((p) => p.reviews.length)).toEqual([10, 10, 3, 0]);
        expect(pages.flatMap((p) => p.reviews.map((r) => r.id))).toEqual(published);
        for (const p of pages) {
          expect(p).toMatchObject({ ...aggregates, pageSize: PAGE_SIZES.reviews });
          expect(p.avgRating).toBeCloseTo(average, 10);
        }

        // A caller may ask for smaller pages, never larger ones.
        expect(await reviews(id, { pageSize: 100 })).toMatchObject({ pageSize: PAGE_SIZES.reviews, ...aggregates });
        expect((await reviews(id, { pageSize: 100 })).reviews).toHaveLength(PAGE_SIZES.reviews);
        const small = await reviews(id, { page: 5, pageSize: 5 });
        expect(small).toMatchObject({ page: 5, pageSize: 5, ...aggregates });
        expect(small.reviews.map((r) => r.id)).toEqual(published.slice(20));
        expect((await reviews(id, { page: 10_000 })).reviews).toEqual([]);
      });

      it('refuse a page or page size out of bounds', async () => {
        const id = conference();
        for (const [paging, message] of [
          [{ page: 0 }, PAGE_MESSAGE],
          [{ page: 10_001 }, PAGE_MESSAGE],
          [{ page: 1.5 }, PAGE_MESSAGE],
          [{ page: -1 }, PAGE_MESSAGE],
          [{ pageSize: 0 }, SIZE_MESSAGE],
          [{ pageSize: 101 }, SIZE_MESSAGE],
          [{ pageSize: 'ten' }, SIZE_MESSAGE],
        ] as const) {
          expect(await svc.refusal(COMMUNITY_PATTERNS.listReviews, { conferenceId: id, ...paging })).toEqual({ code: ErrorCode.Validation, message });
          expect(await svc.refusal(COMMUNITY_PATTERNS.listInterests, { conferenceId: id, ...paging })).toEqual({ code: ErrorCode.Validation, message });
        }
      });

      it('split interests into pages of 20 with counts over all, and bound the admin lists to their own sizes', async () => {
        const id = conference();
        for (let i = 0; i < 23; i++) {
          await svc.send(COMMUNITY_PATTERNS.createInterest, { conferenceId: id, companyName: `Pager ${i}`, status: INTEREST_STATUSES[i % 4] });
        }
        const interests = (paging: Record<string, unknown>) => svc.send<InterestsResponse>(COMMUNITY_PATTERNS.listInterests, { conferenceId: id, ...paging });
        const [first, second] = await Promise.all([interests({ pageSize: 100 }), interests({ page: 2 })]);
        expect(first).toMatchObject({ page: 1, pageSize: PAGE_SIZES.interests, total: 23, countsByStatus: { CONSIDERING: 6, ATTENDING: 6, SPONSORING: 6, NOT_GOING: 5 } });
        expect([first.interests.length, second.interests.length]).toEqual([20, 3]);
        expect(new Set([...first.interests, ...second.interests].map((i) => i.id)).size).toBe(23);

        const adminReviews = await svc.send<Page<AdminReview>>(COMMUNITY_PATTERNS.adminListReviews, { pageSize: 100 });
        expect(adminReviews).toMatchObject({ pageSize: PAGE_SIZES.adminReviews });
        expect(adminReviews.items).toHaveLength(PAGE_SIZES.adminReviews);
        const adminInterests = await svc.send<Page<AdminInterest>>(COMMUNITY_PATTERNS.adminListInterests, { pageSize: 100 });
        expect(adminInterests).toMatchObject({ pageSize: PAGE_SIZES.adminInterests });
        expect(adminInterests.items.length).toBeLessThanOrEqual(PAGE_SIZES.adminInterests);
        expect(adminInterests.total).toBeGreaterThanOrEqual(23);
      });

      it("bound a company's pipeline to 10 entries, most recently updated first, case-insensitively by name", async () => {
        const marked: number[] = [];
        for (let i = 0; i < 12; i++) {
          const { interest } = await svc.send<CreateInterestResult>(COMMUNITY_PATTERNS.createInterest, { conferenceId: conference(), companyName: i % 2 ? 'Pipeline Co' : 'PIPELINE CO', status: 'CONSIDERING' });
          marked.unshift(interest.id);
        }
        await svc.send(COMMUNITY_PATTERNS.createInterest, { conferenceId: conference(), companyName: 'Pipeline Co Two', status: 'ATTENDING' });
        const pipeline = (page?: number) => svc.send<PublicInterest[]>(COMMUNITY_PATTERNS.interestsByCompany, { companyName: 'pipeline co', page, pageSize: 50 });

        expect((await pipeline()).map((i) => i.id)).toEqual(marked.slice(0, PAGE_SIZES.pipeline));
        expect((await pipeline(2)).map((i) => i.id)).toEqual(marked.slice(PAGE_SIZES.pipeline));

        // A status change is an update: the oldest entry comes first.
        const oldest = marked[marked.length - 1];
        await svc.send(COMMUNITY_PATTERNS.adminSetInterestStatus, { id: oldest, status: 'SPONSORING' });
        expect((await pipeline())[0]).toMatchObject({ id: oldest, status: 'SPONSORING' });
        expect(JSON.stringify(await pipeline())).not.toContain('contactEmail');
      });
    });
  });
});
