import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Stack, startStack } from '../../testing/stack';

/** The admin API on real parts, with the DEFAULT link-import setting (private hosts refused). */
describe('admin API', () => {
  let stack: Stack;
  let local: Server;
  let localBase: string;
  const key = () => ({ 'x-admin-key': stack.adminKey });

  beforeAll(async () => {
    stack = await startStack();
    // A live page on this machine: the default setting must refuse it even though it answers.
    local = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Local Conf 2030</title>'));
    await new Promise<void>((r) => local.listen(0, '127.0.0.1', r));
    localBase = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => local?.close(r));
    await stack?.close();
  });

  async function conference(title: string) {
    const res = await stack
      .http()
      .post('/api/submit')
      .send({ title, url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`, startDate: '2031-03-01', endDate: '2031-03-02', location: 'Lisbon, Portugal', type: 'Tech' })
      .expect(201);
    return res.body as { id: number; slug: string; title: string };
  }

  describe('admin key', () => {
    const routes: Array<[string, string]> = [
      ['get', '/api/admin/session'],
      ['get', '/api/admin/conferences'],
      ['get', '/api/admin/reviews'],
      ['get', '/api/admin/interests'],
      ['post', '/api/admin/conferences/1/status'],
      ['post', '/api/admin/reviews/1/status'],
      ['delete', '/api/admin/reviews/1'],
      ['post', '/api/admin/interests/1/status'],
      ['delete', '/api/admin/interests/1'],
      ['post', '/api/admin/company-events'],
      ['post', '/api/admin/add-by-link'],
    ];
    it.each(routes)('%s %s refuses a missing and a wrong key with 401 JSON', async (method, path) => {
      for (const headers of [{}, { 'x-admin-key': 'wrong-key-wrong-key-wrong' }, { 'x-admin-key': '' }]) {
        const res = await (stack.http() as unknown as Record<string, (p: string) => import('supertest').Test>)[method](path).set(headers).send({ status: 'hidden', url: 'https://example.com/' });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'A valid admin key is required' });
      }
    });

    it('a valid key opens the session check with 204', async () => {
      await stack.http().get('/api/admin/session').set(key()).expect(204);
    });
  });

  describe('reviews', () => {
    it('lists every review newest first with e-mail; hiding one removes it from the public list, publishing brings it back', async () => {
      const c = await conference('Moderation Conf 2031');
      const post = (userName: string) =>
        stack.http().post('/api/reviews').send({ conferenceId: c.id, userName, userEmail: `${userName.toLowerCase()}@example.com`, role: 'ATTENDED', rating: 4, body: 'Great talks' }).expect(201);
      const first = (await post('Ann')).body as { id: number };
      const second = (await post('Bob')).body as { id: number };

      const list = await stack.http().get('/api/admin/reviews').set(key()).expect(200);
      expect(list.body.slice(0, 2).map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
      expect(list.body[0]).toMatchObject({ userName: 'Bob', userEmail: 'bob@example.com', status: 'published' });

      const publicIds = async () => ((await stack.http().get(`/api/reviews?conferenceId=${c.id}`).expect(200)).body.reviews as Array<{ id: number }>).map((r) => r.id);
      await stack.http().post(`/api/admin/reviews/${first.id}/status`).set(key()).send({ status: 'hidden' }).expect(200);
      expect(await publicIds()).toEqual([second.id]);
      await stack.http().post(`/api/admin/reviews/${first.id}/status`).set(key()).send({ status: 'draft' }).expect(200);
      expect(await publicIds()).toEqual([second.id]);
      await stack.http().post(`/api/admin/reviews/${first.id}/status`).set(key()).send({ status: 'published' }).expect(200);
      expect(await publicIds()).toEqual([second.id, first.id]);

      await stack.http().delete(`/api/admin/reviews/${second.id}`).set(key()).expect(204);
      expect(await publicIds()).toEqual([first.id]);
      const again = await stack.http().delete(`/api/admin/reviews/${second.id}`).set(key()).expect(404);
      expect(again.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });

    it('answers unknown ids 404 and bad input 400', async () => {
      await stack.http().post('/api/admin/reviews/999999/status').set(key()).send({ status: 'hidden' }).expect(404);
      const bad = await stack.http().post('/api/admin/reviews/1/status').set(key()).send({ status: 'deleted' }).expect(400);
      expect(bad.body.message).toContain('status must be one of published, hidden, draft');
      const badId = await stack.http().delete('/api/admin/reviews/abc').set(key()).expect(400);
      expect(badId.body.message).toContain('id must be a positive integer');
    });
  });

  describe('interests', () => {
    it('lists, changes status (seen publicly) and deletes company interests', async () => {
      const c = await conference('Interest Conf 2031');
      const created = await stack.http().post('/api/interests').send({ conferenceId: c.id, companyName: 'Acme', status: 'CONSIDERING', comment: 'Maybe' }).expect(201);
      const list = await stack.http().get('/api/admin/interests').set(key()).expect(200);
      expect(list.body[0]).toMatchObject({ id: created.body.id, companyName: 'Acme', status: 'CONSIDERING' });

      await stack.http().post(`/api/admin/interests/${created.body.id}/status`).set(key()).send({ status: 'SPONSORING' }).expect(200);
      const pub = await stack.http().get(`/api/interests?conferenceId=${c.id}`).expect(200);
      expect(pub.body.interests[0].status).toBe('SPONSORING');
      expect(pub.body.countsByStatus.SPONSORING).toBe(1);

      await stack.http().delete(`/api/admin/interests/${created.body.id}`).set(key()).expect(204);
      expect((await stack.http().get(`/api/interests?conferenceId=${c.id}`).expect(200)).body.interests).toEqual([]);
      await stack.http().delete(`/api/admin/interests/${created.body.id}`).set(key()).expect(404);
      await stack.http().post('/api/admin/interests/999999/status').set(key()).send({ status: 'ATTENDING' }).expect(404);
      await stack.http().post(`/api/admin/interests/1/status`).set(key()).send({ status: 'published' }).expect(400);
    });
  });

  describe('conferences', () => {
    it('lists every conference newest first; hiding one takes it off the public pages, publishing restores it', async () => {
      const older = await conference('Older Conf 2031');
      const c = await conference('Hideable Conf 2031');
      const list = await stack.http().get('/api/admin/conferences').set(key()).expect(200);
      const ids = list.body.map((x: { id: number }) => x.id);
      expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(older.id));

      const hidden = await stack.http().post(`/api/admin/conferences/${c.id}/status`).set(key()).send({ status: 'hidden' }).expect(200);
      expect(hidden.body.status).toBe('hidden');
      await stack.http().get(`/api/conferences/${c.slug}`).expect(404);
      const admin = await stack.http().get('/api/admin/conferences').set(key()).expect(200);
      expect(admin.body.find((x: { id: number }) => x.id === c.id).status).toBe('hidden');

      await stack.http().post(`/api/admin/conferences/${c.id}/status`).set(key()).send({ status: 'published' }).expect(200);
      await stack.http().get(`/api/conferences/${c.slug}`).expect(200);
      await stack.http().post('/api/admin/conferences/999999/status').set(key()).send({ status: 'hidden' }).expect(404);
      await stack.http().post(`/api/admin/conferences/${c.id}/status`).set(key()).send({ status: 'draft' }).expect(400);
    });
  });

  describe('company events', () => {
    it('adds a past conference to the featured company, shown on its profile', async () => {
      const c = await conference('Track Record Conf 2031');
      const res = await stack
        .http()
        .post('/api/admin/company-events')
        .set(key())
        .send({ companySlug: 'crustdata', conferenceId: c.id, role: 'SPONSORED', rating: 5, year: 2031, outcomes: '40 demos', notes: null, caseStudyUrl: 'https://crustdata.example.com/case', status: 'published' })
        .expect(201);
      expect(res.body).toMatchObject({ companySlug: 'crustdata', conferenceId: c.id, role: 'SPONSORED', rating: 5, year: 2031 });
      const events = await stack.http().get(`/api/company-events?conferenceId=${c.id}&companySlug=crustdata`).expect(200);
      expect(events.body.map((e: { id: number }) => e.id)).toContain(res.body.id);
    });

    it.each([
      [{ conferenceId: 1, role: 'ATTENDED', year: 1999 }, 'Year must be a whole number from 2000 to 2100'],
      [{ conferenceId: 1, role: 'ATTENDED', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      [{ conferenceId: 1, role: 'ATTENDED', caseStudyUrl: 'not a url' }, 'Case study URL must be a valid http(s) URL'],
      [{ conferenceId: 999999, role: 'ATTENDED' }, 'Conference not found'],
    ])('refuses %j with 400', async (body, message) => {
      const res = await stack.http().post('/api/admin/company-events').set(key()).send(body).expect(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('add-by-link with the default setting', () => {
    it.each([
      ['http://127.0.0.1/', '127.0.0.1 is not a public address'],
      ['http://10.0.0.1/', '10.0.0.1 is not a public address'],
      ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is not a public address'],
      ['http://[::1]/', '::1 is not a public address'],
      ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1 is not a public address'],
      ['http://localhost/', 'localhost is not a public address'],
      ['file:///etc/passwd', 'only http and https links are allowed'],
      ['ftp://example.com/', 'only http and https links are allowed'],
    ])('refuses %s with 422 and the reason in `error`', async (url, reason) => {
      const res = await stack.http().post('/api/admin/add-by-link').set(key()).send({ url }).expect(422);
      const message = `Could not fetch the page: ${reason}`;
      expect(res.body).toEqual({ statusCode: 422, error: message, message });
    });

    it('refuses a live page on this machine (the test-only setting is off by default)', async () => {
      const res = await stack.http().post('/api/admin/add-by-link').set(key()).send({ url: `${localBase}/` }).expect(422);
      expect(res.body.error).toBe('Could not fetch the page: 127.0.0.1 is not a public address');
      const list = await stack.http().get('/api/admin/conferences').set(key()).expect(200);
      expect(list.body.map((x: { title: string }) => x.title)).not.toContain('Local Conf 2030');
    });

    it('answers 400 without a url', async () => {
      const res = await stack.http().post('/api/admin/add-by-link').set(key()).send({}).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('url') });
    });
  });
});
