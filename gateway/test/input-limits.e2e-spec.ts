import { Client } from 'pg';
import { Stack, startStack } from '../../testing/stack';

/** What the audit sent to get 500s: deep JSON and lone UTF-16 surrogates. Each must be a clean 4xx. */
describe('gateway input limits', () => {
  let stack: Stack;
  let conferenceId: number;

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'community', 'companies'] });
    const res = await stack.http().post('/api/submit').send({ title: 'Limits Conf', url: 'https://limits.example.com' }).expect(201);
    conferenceId = res.body.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function rowCount(table: string): Promise<number> {
    const client = new Client({ connectionString: stack.adminDatabaseUrl });
    await client.connect();
    try {
      return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    } finally {
      await client.end();
    }
  }

  const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

  it('refuses JSON nested deeper than 32 levels with 400, wherever it sits', async () => {
    for (const body of [nested(5000), `{"title":${nested(100)}}`, `{"a":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`]) {
      const res = await stack.http().post('/api/reviews').set('content-type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'JSON nested deeper than 32 levels' });
    }
    // Nesting within the limit still reaches validation, which names the bad field.
    const shallow = await stack.http().post('/api/submit').send({ title: [[['x']]] });
    expect(shallow.status).toBe(400);
    expect(shallow.body.message).toMatch(/title/i);
  });

  it('refuses a lone surrogate in any string of the body with 400 naming the field, writing nothing', async () => {
    const before = await Promise.all(['community.reviews', 'community.interests', 'companies.companies'].map(rowCount));
    const review = { conferenceId, userName: 'Ada', userEmail: 'ada\ud800@example.com', role: 'ATTENDED', body: 'ok' };
    const res = await stack.http().post('/api/reviews').set('content-type', 'application/json').send(JSON.stringify(review));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'userEmail must be well-formed Unicode text' });

    const interest = { conferenceId, companyName: 'Acme', status: 'ATTENDING', contactEmail: '\udfff@acme.test' };
    const second = await stack.http().post('/api/interests').send(interest);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('contactEmail must be well-formed Unicode text');

    const company = await stack.http().post('/api/companies').send({ name: 'Surrogate Co', contactEmail: 'x@y.z', locations: 'a', extra: { deep: ['\ud83d'] } });
    expect(company.status).toBe(400);
    expect(company.body.message).toBe('extra.deep[0] must be well-formed Unicode text');

    expect(await Promise.all(['community.reviews', 'community.interests', 'companies.companies'].map(rowCount))).toEqual(before);
  });

  it('accepts well-formed text outside the BMP (a proper surrogate pair)', async () => {
    const res = await stack.http().post('/api/reviews').send({ conferenceId, userName: 'Emoji 🎉', role: 'ATTENDED', body: '𝒳 works' });
    expect(res.status).toBe(201);
    expect(res.body.userName).toBe('Emoji 🎉');
  });

  it('never fails on an encoded surrogate or broken escapes in the query string', async () => {
    // %ED%A0%80 is a surrogate in (invalid) UTF-8; the decoder turns it into U+FFFD, never a lone half.
    for (const query of ['q=%ED%A0%80', 'q=%uD800', 'q=%', 'location=%E0%A4%A', 'q=a&q=b']) {
      const res = await stack.http().get(`/api/conferences?${query}`);
      expect([200, 400]).toContain(res.status);
    }
  });

  it('answers a URL too long for the HTTP parser with 431 and the JSON error body', async () => {
    const res = await stack.http().get(`/api/conferences?q=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({ statusCode: 431, error: 'Request Header Fields Too Large' });
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await stack.http().post('/api/reviews').set('content-type', 'application/json').send(JSON.stringify({ body: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body too large' });
  });
});
