import { Stack, startStack } from '../../testing/stack';

/** Discovery fields (issue 15) through the public submit and the admin edit, on real parts. */
describe('conference discovery fields', () => {
  let stack: Stack;
  const key = () => ({ 'x-admin-key': stack.adminKey });

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
  });
  afterAll(async () => {
    await stack?.close();
  });

  const base = { title: 'JSConf Fields', url: 'https://jsconf-fields.example.com/', startDate: '2031-05-01', endDate: '2031-05-02', location: 'Berlin, Germany' };

  it('stores a submission with its CFP, place, mode, languages and topics and serves them back', async () => {
    const { body } = await stack
      .http()
      .post('/api/submit')
      .send({ ...base, cfpUrl: 'https://jsconf-fields.example.com/cfp', cfpEndDate: '2031-02-28', attendanceMode: 'hybrid', country: 'de', city: 'Berlin', languages: ['EN', 'de'], topics: ['javascript', 'ux'] })
      .expect(201);
    const { body: served } = await stack.http().get(`/api/conferences/${body.slug}`).expect(200);
    expect(served).toMatchObject({
      cfpUrl: 'https://jsconf-fields.example.com/cfp',
      cfpEndDate: '2031-02-28',
      cfpTimezone: 'AoE',
      cfpClosesAt: '2031-03-01T12:00:00.000Z',
      attendanceMode: 'hybrid',
      eventStatus: 'scheduled',
      country: 'DE',
      city: 'Berlin',
      languages: ['en', 'de'],
      topics: ['javascript', 'ux'],
    });
  });

  it('refuses wrong values with a 400 naming them, and stores nothing', async () => {
    const res = await stack
      .http()
      .post('/api/submit')
      .send({ ...base, title: 'Refused Conf', country: 'Germany', topics: ['cooking'], cfpTimezone: 'Mars/Base' })
      .expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.message).toContain('country must be an ISO 3166 two-letter country code, e.g. DE');
    expect(res.body.message).toContain('topics must be confs.tech topics');
    expect(res.body.message).toContain('cfpTimezone must be AoE, UTC or an IANA time zone');
    const list = await stack.http().get('/api/conferences').query({ q: 'refused conf' }).expect(200);
    expect(list.body.total).toBe(0);
  });

  it('lets an admin mark a conference postponed and set its CFP zone; others get 401', async () => {
    const { body: created } = await stack.http().post('/api/submit').send({ ...base, title: 'Admin Edit Conf', url: 'https://admin-edit.example.com/' }).expect(201);
    const edit = { eventStatus: 'postponed', cfpEndDate: '2031-01-31', cfpTimezone: 'Europe/Berlin', attendanceMode: 'online', topics: ['devops'] };
    await stack.http().patch(`/api/admin/conferences/${created.id}`).send(edit).expect(401);
    const { body } = await stack.http().patch(`/api/admin/conferences/${created.id}`).set(key()).send(edit).expect(200);
    expect(body).toMatchObject({ id: created.id, eventStatus: 'postponed', cfpClosesAt: '2031-01-31T23:00:00.000Z', attendanceMode: 'online', topics: ['devops'], title: 'Admin Edit Conf' });
    const { body: served } = await stack.http().get(`/api/conferences/${created.slug}`).expect(200);
    expect(served).toMatchObject({ eventStatus: 'postponed', cfpTimezone: 'Europe/Berlin' });
    await stack.http().patch('/api/admin/conferences/999999').set(key()).send(edit).expect(404);
    await stack.http().patch(`/api/admin/conferences/${created.id}`).set(key()).send({ eventStatus: 'gone' }).expect(400);
  });
});
