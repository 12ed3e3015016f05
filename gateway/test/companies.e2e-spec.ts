import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { COMPANIES_PATTERNS, CompanyEventJson, PAGE_SIZES } from '@confdir/contracts';
import { ServiceClient } from '../src/nats/service-client';
import { Stack, startStack } from '../../testing/stack';

const FORBIDDEN = 'You are not allowed to edit this company';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64');

describe('companies: profiles, track record and who may change them (real services)', () => {
  let stack: Stack;
  let db: Client;
  let seq = 0;
  const unique = (name: string) => `${name} ${process.pid}-${++seq}`;

  beforeAll(async () => {
    stack = await startStack();
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  async function createCompany(body: Record<string, unknown> = {}): Promise<{ slug: string; editToken: string; id: number; name: string }> {
    const res = await stack.http().post('/api/companies').send({ name: unique('Company'), ...body }).expect(201);
    return res.body;
  }

  async function companyCount(): Promise<number> {
    return Number((await db.query('SELECT count(*) FROM companies.companies')).rows[0].count);
  }

  async function eventCount(): Promise<number> {
    return Number((await db.query('SELECT count(*) FROM companies.company_events')).rows[0].count);
  }

  describe('the featured company', () => {
    it('exists from the start with a website and an ICP, and only an administrator may change it', async () => {
      const res = await stack.http().get('/api/companies/crustdata').expect(200);
      expect(res.body.company).toMatchObject({ name: 'Crustdata', slug: 'crustdata', website: 'https://crustdata.com' });
      expect(res.body.company.icpSummary).toEqual(expect.any(String));
      expect(res.body.company.targetIndustries).toContain(',');
      expect(res.body).toMatchObject({ events: [], interests: [] });
      await stack.http().put('/api/companies/crustdata').send({ name: 'Defaced' }).expect(403);
      await stack.http().put('/api/companies/crustdata').set('x-company-token', 'guess').send({ name: 'Defaced' }).expect(403);
      expect((await stack.http().get('/api/companies/crustdata')).body.company.name).toBe('Crustdata');
    });
  });

  describe('creating a company', () => {
    it.each([
      [{}, 'Company name is required'],
      [{ name: '   ' }, 'Company name is required'],
      [{ name: 42 }, 'Company name is required'],
      [{ name: 'x'.repeat(201) }, 'Company name must be at most 200 characters'],
      [{ name: 'Acme', website: 'javascript:alert(1)' }, 'Website must be a valid http(s) URL'],
      [{ name: 'Acme', website: 'ftp://acme.example.com' }, 'Website must be a valid http(s) URL'],
      [{ name: 'Acme', contactEmail: 'not-an-email' }, 'Invalid email'],
      [{ name: 'Acme', logoUrl: 'https://evil.example.com/logo.png' }, 'Logo must be an image uploaded here (/api/objects/...)'],
      [{ name: 'Acme', icpSummary: 'x'.repeat(2001) }, 'Summary must be at most 2000 characters'],
    ])('refuses %j with 400 %j and creates nothing', async (body, message) => {
      const before = await companyCount();
      const res = await stack.http().post('/api/companies').send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await companyCount()).toBe(before);
    });

    it('drops NUL characters rather than failing on them', async () => {
      const res = await stack.http().post('/api/companies').send({ name: `Nul\u0000 Co ${process.pid}`, backing: '\u0000' }).expect(201);
      expect(res.body).toMatchObject({ name: `Nul Co ${process.pid}`, backing: null });
      expect((await stack.http().get('/api/company-events').query({ companySlug: 'a\u0000b' }).expect(200)).body).toEqual([]);
      await stack.http().get('/api/company-events').query({ companySlug: 'Not A Slug' }).expect(400);
      await stack.http().get('/api/company-events').query({ conferenceId: String(2 ** 40) }).expect(400);
    });

    it('refuses unknown fields such as a chosen slug or id', async () => {
      await stack.http().post('/api/companies').send({ name: 'Acme', slug: 'crustdata' }).expect(400);
      await stack.http().post('/api/companies').send({ name: 'Acme', editToken: 'mine' }).expect(400);
    });

    it('trims, stores blank values as null, and returns a one-time edit token whose hash alone is stored', async () => {
      const res = await stack
        .http()
        .post('/api/companies')
        .send({ name: '  Trim Works Inc  ', website: '  https://trim.example.com ', contactEmail: '', locations: ' Berlin, Paris ', backing: '   ', targetNotes: '' })
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Trim Works Inc',
        slug: expect.stringMatching(/^trim-works-inc(-\d+)?$/),
        website: 'https://trim.example.com',
        contactEmail: null,
        locations: 'Berlin, Paris',
        backing: null,
        targetNotes: null,
        logoUrl: null,
      });
      expect(Buffer.from(res.body.editToken, 'base64url')).toHaveLength(32);
      const { rows } = await db.query('SELECT edit_token_hash FROM companies.companies WHERE slug = $1', [res.body.slug]);
      expect(rows[0].edit_token_hash).toEqual(createHash('sha256').update(res.body.editToken).digest());
      const read = await stack.http().get(`/api/companies/${res.body.slug}`).expect(200);
      expect(read.body.company.editToken).toBeUndefined();
      expect(JSON.stringify(read.body)).not.toContain(res.body.editToken);
    });

    it('gives readable slugs with a numbered suffix on collision, also when requests race', async () => {
      const name = `Acme Rockets ${process.pid}`;
      const base = `acme-rockets-${process.pid}`;
      const first = await createCompany({ name });
      const second = await createCompany({ name: name.toUpperCase() });
      expect([first.slug, second.slug]).toEqual([base, `${base}-2`]);
      const racing = await Promise.all(Array.from({ length: 6 }, () => stack.http().post('/api/companies').send({ name: `Race Co ${process.pid}` })));
      expect(racing.map((r) => r.status)).toEqual(Array(6).fill(201));
      const slugs = racing.map((r) => r.body.slug).sort();
      expect(new Set(slugs).size).toBe(6);
      for (const slug of slugs) expect(slug).toMatch(new RegExp(`^race-co-${process.pid}(-[2-7])?$`));
    });

    it('lists companies newest first with the total, never with tokens', async () => {
      const older = await createCompany();
      const newer = await createCompany();
      const res = await stack.http().get('/api/companies').expect(200);
      const n = Number((await db.query('SELECT count(*) FROM companies.companies')).rows[0].count);
      expect(res.body).toMatchObject({ total: n, page: 1, pageSize: PAGE_SIZES.companies });
      expect(res.body.companies).toHaveLength(Math.min(n, PAGE_SIZES.companies));
      const slugs = res.body.companies.map((c: { slug: string }) => c.slug);
      expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug));
      expect(res.body.companies.every((c: Record<string, unknown>) => !('editToken' in c) && !('editTokenHash' in c))).toBe(true);
    });

    it('answers 404 "Company not found" for an unknown or impossible slug', async () => {
      expect((await stack.http().get('/api/companies/no-such-company').expect(404)).body.message).toBe('Company not found');
      await stack.http().get('/api/companies/%00bad').expect(404);
    });
  });

  describe('editing a company', () => {
    it('needs its own edit token or the admin key; the slug stays stable', async () => {
      const mine = await createCompany({ name: unique('Mine') });
      const other = await createCompany({ name: unique('Other') });
      const update = { name: 'Renamed Co', website: 'https://renamed.example.com' };

      for (const headers of [{}, { 'x-company-token': other.editToken }, { 'x-company-token': 'x'.repeat(43) }, { 'x-admin-key': 'wrong-admin-key-0000' }]) {
        const res = await stack.http().put(`/api/companies/${mine.slug}`).set(headers).send(update).expect(403);
        expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: FORBIDDEN });
      }
      expect((await stack.http().get(`/api/companies/${mine.slug}`)).body.company.name).toBe(mine.name);

      const byOwner = await stack.http().put(`/api/companies/${mine.slug}`).set('x-company-token', mine.editToken).send(update).expect(200);
      expect(byOwner.body).toMatchObject({ slug: mine.slug, name: 'Renamed Co', website: 'https://renamed.example.com' });
      expect(byOwner.body.editToken).toBeUndefined();

      const byAdmin = await stack.http().put(`/api/companies/${mine.slug}`).set('x-admin-key', stack.adminKey).send({ name: 'Admin Named' }).expect(200);
      expect(byAdmin.body).toMatchObject({ slug: mine.slug, name: 'Admin Named', website: null });
    });

    it('validates the body before anything else and answers 404 for an unknown company', async () => {
      const mine = await createCompany();
      await stack.http().put(`/api/companies/${mine.slug}`).set('x-company-token', mine.editToken).send({ name: '' }).expect(400);
      await stack.http().put('/api/companies/does-not-exist').set('x-company-token', mine.editToken).send({ name: 'X' }).expect(404);
    });
  });

  describe('track record events', () => {
    let company: { slug: string; editToken: string };
    let other: { slug: string; editToken: string };
    const asOwner = () => ({ 'x-company-token': company.editToken });

    beforeAll(async () => {
      company = await createCompany({ name: unique('Events Co') });
      other = await createCompany({ name: unique('Not Events Co') });
    });

    it.each([
      [{ customConferenceName: 'X', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      [{ customConferenceName: 'X', rating: 2.5 }, 'Rating must be a whole number from 1 to 5'],
      [{ customConferenceName: 'X', year: 1999 }, 'Year must be a whole number from 2000 to 2100'],
      [{ customConferenceName: 'X', month: 13 }, 'Month must be a whole number from 1 to 12'],
      [{ customConferenceName: 'X', role: 'DID_NOT_ATTEND' }, 'Role must be one of ATTENDED, SPONSORED, SPOKE, EXHIBITED'],
      [{ customConferenceName: 'X', caseStudyUrl: 'not a url' }, 'Case study URL must be a valid http(s) URL'],
      [{ customConferenceName: 'X', photoUrls: ['https://elsewhere.example.com/a.png'] }, 'Each photo must be an image uploaded here (/api/objects/...)'],
      [{ customConferenceName: 'X', photoUrls: Array.from({ length: 11 }, (_, i) => `/api/objects/00000000-0000-4000-8000-0000000000${10 + i}`) }, 'At most 10 photos per event'],
      [{}, 'Choose a conference from the list or enter a custom conference name (exactly one)'],
      [{ customConferenceName: '   ' }, 'Choose a conference from the list or enter a custom conference name (exactly one)'],
      [{ conferenceId: 1, customConferenceName: 'Both' }, 'Choose a conference from the list or enter a custom conference name (exactly one)'],
      [{ conferenceId: 99999999 }, 'Conference not found'],
      [{ conferenceId: 2 ** 40 }, 'Conference not found'],
    ])('refuses %j with 400 %j', async (body, message) => {
      const before = await eventCount();
      const res = await stack.http().post(`/api/companies/${company.slug}/events`).set(asOwner()).send(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await eventCount()).toBe(before);
    });

    it('adds, edits and deletes events only with the token or admin key', async () => {
      const body = { customConferenceName: 'Local Meetup', year: 2024, month: 5, rating: 4, outcomes: '', notes: ' Great ', caseStudyUrl: 'https://case.example.com/story', photoUrls: [] };
      for (const headers of [{}, { 'x-company-token': other.editToken }]) {
        const denied = await stack.http().post(`/api/companies/${company.slug}/events`).set(headers).send(body).expect(403);
        expect(denied.body.message).toBe(FORBIDDEN);
      }
      await stack.http().post('/api/companies/no-such-company/events').set(asOwner()).send(body).expect(404);

      const created = await stack.http().post(`/api/companies/${company.slug}/events`).set(asOwner()).send(body).expect(201);
      expect(created.body).toMatchObject({
        companySlug: company.slug,
        conferenceId: null,
        customConferenceName: 'Local Meetup',
        role: 'ATTENDED',
        rating: 4,
        year: 2024,
        month: 5,
        outcomes: null,
        notes: 'Great',
        photoUrls: null,
        status: 'published',
      });
      const id = created.body.id;

      const edit = { ...body, role: 'SPOKE', rating: null };
      for (const headers of [{}, { 'x-company-token': other.editToken }]) {
        expect((await stack.http().patch(`/api/company-events/${id}`).set(headers).send(edit).expect(403)).body.message).toBe(FORBIDDEN);
        expect((await stack.http().delete(`/api/company-events/${id}`).set(headers).expect(403)).body.message).toBe(FORBIDDEN);
      }
      const patched = await stack.http().patch(`/api/company-events/${id}`).set(asOwner()).send(edit).expect(200);
      expect(patched.body).toMatchObject({ id, role: 'SPOKE', rating: null });
      const byAdmin = await stack.http().patch(`/api/company-events/${id}`).set('x-admin-key', stack.adminKey).send({ ...edit, role: 'EXHIBITED' }).expect(200);
      expect(byAdmin.body.role).toBe('EXHIBITED');

      await stack.http().patch('/api/company-events/987654321').set(asOwner()).send(edit).expect(404);
      await stack.http().patch('/api/company-events/abc').set(asOwner()).send(edit).expect(404);
      await stack.http().delete(`/api/company-events/${id}`).set(asOwner()).expect(204);
      await stack.http().delete(`/api/company-events/${id}`).set(asOwner()).expect(404);
      await stack.http().delete('/api/company-events/-1').set('x-admin-key', stack.adminKey).expect(404);
    });

    it('lets the admin routes add an event to the featured company over NATS with admin auth', async () => {
      const client = stack.gateway.get(ServiceClient);
      const event = await client.send<CompanyEventJson>(COMPANIES_PATTERNS.createEvent, {
        companySlug: 'crustdata',
        event: { customConferenceName: 'Admin Added Summit', role: 'SPONSORED', rating: 5, year: 2023, status: 'published' },
        auth: { admin: true },
      });
      expect(event).toMatchObject({ companySlug: 'crustdata', role: 'SPONSORED', customConferenceName: 'Admin Added Summit' });
      await expect(
        client.send(COMPANIES_PATTERNS.createEvent, { companySlug: 'crustdata', event: { customConferenceName: 'Sneaky' }, auth: {} }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  describe('the profile composes catalog and community', () => {
    it('names the conferences of events and pipeline from catalog in one answer, sorted newest first', async () => {
      const company = await createCompany({ name: unique('Composer') });
      const submit = async (title: string) =>
        (await stack.http().post('/api/submit').send({ title, url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com`, location: 'Lisbon' }).expect(201)).body;
      const older = await submit(unique('Older Conf'));
      const newer = await submit(unique('Newer Conf'));
      const headers = { 'x-company-token': company.editToken };
      await stack.http().post(`/api/companies/${company.slug}/events`).set(headers).send({ conferenceId: older.id, year: 2022, month: 3 }).expect(201);
      await stack.http().post(`/api/companies/${company.slug}/events`).set(headers).send({ conferenceId: newer.id, year: 2024, month: 1, role: 'SPONSORED' }).expect(201);
      await stack.http().post(`/api/companies/${company.slug}/events`).set(headers).send({ customConferenceName: 'Undated Gathering' }).expect(201);
      await stack.http().post(`/api/companies/${company.slug}/events`).set(headers).send({ customConferenceName: 'Late 2022', year: 2022, month: 11 }).expect(201);
      await stack.http().post('/api/interests').send({ conferenceId: newer.id, companyName: company.name.toUpperCase(), status: 'SPONSORING' }).expect(201);
      await stack.http().post('/api/interests').send({ conferenceId: older.id, companyName: 'Somebody Else Entirely', status: 'ATTENDING' }).expect(201);

      const res = await stack.http().get(`/api/companies/${company.slug}`).expect(200);
      expect(res.body.events.map((e: CompanyEventJson) => e.conference?.title ?? e.customConferenceName)).toEqual([
        newer.title,
        'Late 2022',
        older.title,
        'Undated Gathering',
      ]);
      expect(res.body.events[0].conference).toEqual({ id: newer.id, title: newer.title, slug: newer.slug, location: 'Lisbon' });
      expect(res.body.interests).toEqual([
        {
          id: expect.any(Number),
          conferenceId: newer.id,
          conference: { id: newer.id, title: newer.title, slug: newer.slug },
          companyName: expect.any(String),
          status: 'SPONSORING',
          updatedAt: expect.any(String),
        },
      ]);

      const badge = await stack.http().get('/api/company-events').query({ conferenceId: newer.id, companySlug: company.slug }).expect(200);
      expect(badge.body).toHaveLength(1);
      expect(badge.body[0]).toMatchObject({ role: 'SPONSORED', year: 2024, conference: { title: newer.title } });
      const none = await stack.http().get('/api/company-events').query({ conferenceId: newer.id, companySlug: 'crustdata' }).expect(200);
      expect(none.body).toEqual([]);
      await stack.http().get('/api/company-events').expect(400);
      await stack.http().get('/api/company-events').query({ conferenceId: 'abc' }).expect(400);
    });

    it('still answers when community or catalog is down, with less', async () => {
      const company = await createCompany({ name: unique('Degrades') });
      const conf = (await stack.http().post('/api/submit').send({ title: unique('Degrade Conf'), url: `https://degrade-${process.pid}.example.com` }).expect(201)).body;
      await stack.http().post(`/api/companies/${company.slug}/events`).set('x-company-token', company.editToken).send({ conferenceId: conf.id }).expect(201);
      await stack.http().post('/api/interests').send({ conferenceId: conf.id, companyName: company.name, status: 'CONSIDERING' }).expect(201);

      await stack.stopService('community');
      try {
        const res = await stack.http().get(`/api/companies/${company.slug}`).expect(200);
        expect(res.body.interests).toEqual([]);
        expect(res.body.events[0].conference.title).toBe(conf.title);
      } finally {
        await stack.startService('community');
      }
      await stack.stopService('catalog');
      try {
        const res = await stack.http().get(`/api/companies/${company.slug}`).expect(200);
        expect(res.body.events[0]).toMatchObject({ conferenceId: conf.id, conference: null });
        expect(res.body.interests[0]).toMatchObject({ conferenceId: conf.id, conference: null });
        // A listed conference cannot be checked, so it cannot be added.
        await stack.http().post(`/api/companies/${company.slug}/events`).set('x-company-token', company.editToken).send({ conferenceId: conf.id }).expect(503);
      } finally {
        await stack.startService('catalog');
      }
    });
  });

  describe('logos and photos must be verified uploads', () => {
    async function upload(bytes: Buffer, contentType = 'image/png'): Promise<{ objectPath: string; key: string }> {
      const res = await stack.http().post('/api/objects/upload').send({ contentType }).expect(200);
      const put = await fetch(res.body.uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
      expect(put.ok).toBe(true);
      return { objectPath: res.body.objectPath, key: res.body.objectPath.split('/').pop() };
    }
    const inStore = async (key: string) => (await fetch(`${stack.s3.endpoint}/${stack.s3.bucket}/${key}`, { method: 'HEAD' })).ok;
    const sixMegabytePng = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const LOGO_RULE = 'Logo must be an image of at most 5 MB (JPEG, PNG, WebP or GIF)';

    it('refuses a 6 MB logo on create: no company, object deleted', async () => {
      const { objectPath, key } = await upload(sixMegabytePng);
      const before = await companyCount();
      const res = await stack.http().post('/api/companies').send({ name: unique('Big Logo'), logoUrl: objectPath }).expect(400);
      expect(res.body.message).toBe(LOGO_RULE);
      expect(await companyCount()).toBe(before);
      expect(await inStore(key)).toBe(false);
    });

    it('refuses HTML bytes behind image/png as a logo on update: company unchanged, object deleted', async () => {
      const company = await createCompany();
      const { objectPath, key } = await upload(html);
      const res = await stack.http().put(`/api/companies/${company.slug}`).set('x-company-token', company.editToken).send({ name: 'Changed', logoUrl: objectPath }).expect(400);
      expect(res.body.message).toBe(LOGO_RULE);
      const after = (await stack.http().get(`/api/companies/${company.slug}`)).body.company;
      expect(after).toMatchObject({ name: company.name, logoUrl: null });
      expect(await inStore(key)).toBe(false);
    });

    it('still says why after a preview already fetched (and deleted) a non-image upload', async () => {
      const company = await createCompany();
      const logo = await upload(html);
      await stack.http().get(logo.objectPath).expect(404);
      const res = await stack.http().put(`/api/companies/${company.slug}`).set('x-company-token', company.editToken).send({ name: 'Changed', logoUrl: logo.objectPath }).expect(400);
      expect(res.body.message).toBe(LOGO_RULE);
      const photo = await upload(svg);
      await stack.http().get(photo.objectPath).expect(404);
      const photoRes = await stack
        .http()
        .post(`/api/companies/${company.slug}/events`)
        .set('x-company-token', company.editToken)
        .send({ customConferenceName: 'Preview Fest', photoUrls: [photo.objectPath] })
        .expect(400);
      expect(photoRes.body.message).toBe('Photo 1 must be an image of at most 50 MB (JPEG, PNG, WebP or GIF)');
    });

    it('refuses a verified logo replaced by HTML (through its still-valid upload URL) once serving deleted it', async () => {
      const issued = (await stack.http().post('/api/objects/upload').send({ contentType: 'image/png' }).expect(200)).body;
      await fetch(issued.uploadURL, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });
      await stack.http().post('/api/companies').send({ name: unique('First Logo'), logoUrl: issued.objectPath }).expect(201);
      await fetch(issued.uploadURL, { method: 'PUT', body: html, headers: { 'content-type': 'image/png' } });
      await stack.http().get(issued.objectPath).expect(404);
      const res = await stack.http().post('/api/companies').send({ name: unique('Second Logo'), logoUrl: issued.objectPath }).expect(400);
      expect(res.body.message).toBe(LOGO_RULE);
    });

    it('does not look at uploads for a caller who may not edit the company', async () => {
      const company = await createCompany();
      const { objectPath, key } = await upload(html);
      await stack.http().put(`/api/companies/${company.slug}`).send({ name: 'Changed', logoUrl: objectPath }).expect(403);
      expect(await inStore(key)).toBe(true);
    });

    it('refuses an SVG or a missing object among event photos: no event, bad object deleted', async () => {
      const company = await createCompany();
      const good = await upload(PNG);
      const bad = await upload(svg, 'image/png');
      const before = await eventCount();
      const svgRes = await stack
        .http()
        .post(`/api/companies/${company.slug}/events`)
        .set('x-company-token', company.editToken)
        .send({ customConferenceName: 'Photo Fest', photoUrls: [good.objectPath, bad.objectPath] })
        .expect(400);
      expect(svgRes.body.message).toBe('Photo 2 must be an image of at most 50 MB (JPEG, PNG, WebP or GIF)');
      expect(await inStore(bad.key)).toBe(false);
      expect(await inStore(good.key)).toBe(true);

      const never = (await stack.http().post('/api/objects/upload').send({ contentType: 'image/png' }).expect(200)).body.objectPath;
      const missing = await stack
        .http()
        .post(`/api/companies/${company.slug}/events`)
        .set('x-company-token', company.editToken)
        .send({ customConferenceName: 'Photo Fest', photoUrls: [never] })
        .expect(400);
      expect(missing.body.message).toBe('Photo 1 upload was not found; please upload it again');

      const foreign = await stack
        .http()
        .post(`/api/companies/${company.slug}/events`)
        .set('x-company-token', company.editToken)
        .send({ customConferenceName: 'Photo Fest', photoUrls: ['/api/objects/00000000-0000-4000-8000-000000000000'] })
        .expect(400);
      expect(foreign.body.message).toBe('Photo 1 was not uploaded here; please upload it again');
      expect(await eventCount()).toBe(before);
    });

    it('accepts real images as logo and photos and serves them as images', async () => {
      const logo = await upload(PNG);
      const company = (await stack.http().post('/api/companies').send({ name: unique('Logo Co'), logoUrl: logo.objectPath }).expect(201)).body;
      expect(company.logoUrl).toBe(logo.objectPath);
      const photos = [await upload(PNG), await upload(PNG, 'image/jpeg')];
      const event = await stack
        .http()
        .post(`/api/companies/${company.slug}/events`)
        .set('x-company-token', company.editToken)
        .send({ customConferenceName: 'Gallery Conf', year: 2025, photoUrls: photos.map((p) => p.objectPath) })
        .expect(201);
      expect(event.body.photoUrls).toEqual(photos.map((p) => p.objectPath));
      const served = await stack.http().get(photos[1].objectPath).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // The same logo saved again is accepted without being fetched anew.
      await stack.http().put(`/api/companies/${company.slug}`).set('x-company-token', company.editToken).send({ name: company.name, logoUrl: logo.objectPath }).expect(200);
    });
  });
});
