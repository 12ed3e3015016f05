import { Stack, startStack } from '../../../testing/stack';

/** The review moderation cycle on real Postgres: what the public sees follows every status change. */
describe('community review moderation', () => {
  let stack: Stack;
  let conferenceId: number;
  const admin = () => ({ 'x-admin-key': stack.adminKey });

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'community'] });
    const res = await stack.http().post('/api/submit').send({ title: `Moderated Conf ${Date.now()}`, url: `https://moderated-${Date.now()}.example.com` }).expect(201);
    conferenceId = res.body.id;
  });
  afterAll(async () => {
    await stack?.close();
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
