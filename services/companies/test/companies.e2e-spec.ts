import { createHash } from 'node:crypto';
import {
  COMMUNITY_PATTERNS,
  COMPANIES_PATTERNS,
  COMPANY_FORBIDDEN_MESSAGE,
  CompanyEventJson,
  CompanyJson,
  CompanyListResponse,
  CompanyProfileResponse,
  CompanyWithEvents,
  CreatedCompany,
  ErrorCode,
  PAGE_SIZES,
} from '@confdir/contracts';
import { ServiceCalls, serviceCalls } from '../../../testing/service-calls';
import { Stack, startStack } from '../../../testing/stack';

const CHOOSE_ONE = 'Choose a conference from the list or enter a custom conference name (exactly one)';
const photo = (n: number) => `/api/objects/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The companies service on its own, over NATS and real Postgres: who may change a company, what a
 * track record entry may say, and that no read ever carries the edit token. The gateway checks
 * some of this before calling; the service must hold on its own.
 */
describe('companies service: edit token, track record and pipeline', () => {
  let stack: Stack;
  let svc: ServiceCalls;
  let seq = 0;
  const unique = (name: string) => `${name} ${process.pid}-${++seq}`;

  beforeAll(async () => {
    stack = await startStack({ services: ['companies', 'community'] });
    svc = serviceCalls(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const create = (fields: Record<string, unknown> = {}) => svc.send<CreatedCompany>(COMPANIES_PATTERNS.create, { name: unique('Token Co'), ...fields });
  const addEvent = (companySlug: string, editToken: string, event: Record<string, unknown>) =>
    svc.send<CompanyEventJson>(COMPANIES_PATTERNS.createEvent, { companySlug, event, auth: { editToken } });
  const storedCompany = async (id: number) =>
    (await svc.sql<{ name: string; slug: string; edit_token_hash: Buffer | null }>('SELECT name, slug, edit_token_hash FROM companies.companies WHERE id = $1', [id]))[0];
  const storedEvents = async (slug: string) =>
    svc.sql('SELECT e.* FROM companies.company_events e JOIN companies.companies c ON c.id = e.company_id WHERE c.slug = $1 ORDER BY e.id', [slug]);

  describe('edit token', () => {
    it('is made once at creation, shown only in that answer, and only its SHA-256 is stored', async () => {
      const a = await create();
      const b = await create();
      expect(a.editToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(b.editToken).not.toBe(a.editToken);
      const row = await storedCompany(a.id);
      expect(row.edit_token_hash).toEqual(createHash('sha256').update(a.editToken).digest());
      const [everything] = await svc.sql('SELECT * FROM companies.companies WHERE id = $1', [a.id]);
      expect(JSON.stringify(everything)).not.toContain(a.editToken);

      // Editing keeps the token: the one shown at creation goes on working.
      const renamed = await svc.send<CompanyJson>(COMPANIES_PATTERNS.update, { slug: a.slug, company: { name: 'Renamed Co' }, auth: { editToken: a.editToken } });
      expect(renamed).toMatchObject({ slug: a.slug, name: 'Renamed Co' });
      expect((await storedCompany(a.id)).edit_token_hash).toEqual(row.edit_token_hash);
      await svc.send(COMPANIES_PATTERNS.update, { slug: a.slug, company: { name: 'Renamed Again' }, auth: { editToken: a.editToken } });
    });

    it('never leaves the service in a read or in the answer to a change', async () => {
      const company = await create({ contactEmail: 'owner@example.com' });
      const auth = { editToken: company.editToken };
      const event = await addEvent(company.slug, company.editToken, { customConferenceName: 'Token Summit' });
      const answers = await Promise.all([
        svc.send(COMPANIES_PATTERNS.getBySlug, { slug: company.slug }),
        svc.send(COMPANIES_PATTERNS.list, {}),
        svc.send(COMPANIES_PATTERNS.listEvents, { companySlug: company.slug }),
        svc.send(COMPANIES_PATTERNS.conferenceCompanies, { conferenceId: 1, limit: 10, names: [company.name] }),
        svc.send(COMPANIES_PATTERNS.authorize, { companySlug: company.slug, auth }),
        svc.send(COMPANIES_PATTERNS.update, { slug: company.slug, company: { name: company.name }, auth }),
        svc.send(COMPANIES_PATTERNS.updateEvent, { id: event.id, event: { customConferenceName: 'Token Summit 2' }, auth }),
      ]);
      answers.push(event, await stack.http().get(`/api/companies/${company.slug}`).expect(200).then((r) => r.body));
      const hash = createHash('sha256').update(company.editToken).digest();
      for (const answer of answers) {
        const text = JSON.stringify(answer);
        expect(text).not.toContain(company.editToken);
        expect(text).not.toContain(hash.toString('hex'));
        expect(text).not.toContain(hash.toString('base64'));
        expect(text).not.toMatch(/editToken|edit_token/i);
      }
    });

    it('is required for every change: a missing, empty, wrong or other company token changes nothing', async () => {
      const company = await create();
      const other = await create();
      const event = await addEvent(company.slug, company.editToken, { customConferenceName: 'Guarded Conf', rating: 3 });
      const before = { company: await storedCompany(company.id), events: await storedEvents(company.slug) };
      const wrongs = [{}, { editToken: '' }, { editToken: other.editToken }, { editToken: `${company.editToken}x` }, { editToken: company.editToken.slice(1) }, { admin: false }];
      for (const auth of wrongs) {
        const calls: [string, unknown][] = [
          [COMPANIES_PATTERNS.update, { slug: company.slug, company: { name: 'Hijacked' }, auth }],
          [COMPANIES_PATTERNS.createEvent, { companySlug: company.slug, event: { customConferenceName: 'Sneaky' }, auth }],
          [COMPANIES_PATTERNS.updateEvent, { id: event.id, event: { customConferenceName: 'Sneaky' }, auth }],
          [COMPANIES_PATTERNS.deleteEvent, { id: event.id, auth }],
          [COMPANIES_PATTERNS.authorize, { companySlug: company.slug, auth }],
          [COMPANIES_PATTERNS.authorize, { eventId: event.id, auth }],
        ];
        for (const [subject, payload] of calls) {
          expect(await svc.refusal(subject, payload)).toEqual({ code: ErrorCode.Forbidden, message: COMPANY_FORBIDDEN_MESSAGE });
        }
      }
      expect({ company: await storedCompany(company.id), events: await storedEvents(company.slug) }).toEqual(before);

      // The right token, or the administrator the gateway vouches for, may.
      await svc.send(COMPANIES_PATTERNS.updateEvent, { id: event.id, event: { customConferenceName: 'Owner Edit' }, auth: { editToken: company.editToken } });
      await svc.send(COMPANIES_PATTERNS.updateEvent, { id: event.id, event: { customConferenceName: 'Admin Edit' }, auth: { admin: true } });
      expect((await storedEvents(company.slug)).map((e) => e.custom_conference_name)).toEqual(['Admin Edit']);
      await svc.send(COMPANIES_PATTERNS.deleteEvent, { id: event.id, auth: { editToken: company.editToken } });
      expect(await storedEvents(company.slug)).toEqual([]);
    });

    it('cannot be chosen, replaced or dropped by a caller', async () => {
      const company = await create();
      const auth = { editToken: company.editToken };
      const before = await storedCompany(company.id);
      for (const field of ['editToken', 'editTokenHash', 'slug', 'id']) {
        expect(await svc.refusal(COMPANIES_PATTERNS.update, { slug: company.slug, company: { name: 'X', [field]: 'chosen' }, auth })).toEqual({
          code: ErrorCode.Validation,
          message: `property ${field} should not exist`,
        });
      }
      expect(await svc.refusal(COMPANIES_PATTERNS.create, { name: unique('Chooser'), editToken: 'mine' })).toMatchObject({ code: ErrorCode.Validation });
      expect(await storedCompany(company.id)).toEqual(before);
    });

    it('does not exist for the featured company, which only an administrator may change', async () => {
      const { company } = await svc.send<CompanyWithEvents>(COMPANIES_PATTERNS.getBySlug, { slug: 'crustdata' });
      expect((await storedCompany(company.id)).edit_token_hash).toBeNull();
      const stranger = await create();
      for (const auth of [{}, { editToken: '' }, { editToken: stranger.editToken }]) {
        expect(await svc.refusal(COMPANIES_PATTERNS.update, { slug: 'crustdata', company: { name: 'Taken' }, auth })).toEqual({
          code: ErrorCode.Forbidden,
          message: COMPANY_FORBIDDEN_MESSAGE,
        });
      }
      const event = await svc.send<CompanyEventJson>(COMPANIES_PATTERNS.createEvent, { companySlug: 'crustdata', event: { customConferenceName: 'Featured Fest' }, auth: { admin: true } });
      expect(event.companySlug).toBe('crustdata');
      await svc.send(COMPANIES_PATTERNS.deleteEvent, { id: event.id, auth: { admin: true } });
    });

    it('answers an unknown company or event as not found, whatever the token', async () => {
      const company = await create();
      const auth = { editToken: company.editToken };
      const missingCompany = { code: ErrorCode.NotFound, message: 'Company not found' };
      const missingEvent = { code: ErrorCode.NotFound, message: 'Event not found' };
      expect(await svc.refusal(COMPANIES_PATTERNS.update, { slug: 'no-such-company', company: { name: 'X' }, auth })).toEqual(missingCompany);
      expect(await svc.refusal(COMPANIES_PATTERNS.createEvent, { companySlug: 'no-such-company', event: { customConferenceName: 'X' }, auth })).toEqual(missingCompany);
      expect(await svc.refusal(COMPANIES_PATTERNS.getBySlug, { slug: 'Not A Slug' })).toEqual({ code: ErrorCode.Validation, message: 'Company not found' });
      expect(await svc.refusal(COMPANIES_PATTERNS.updateEvent, { id: 2_000_000_000, event: { customConferenceName: 'X' }, auth })).toEqual(missingEvent);
      expect(await svc.refusal(COMPANIES_PATTERNS.deleteEvent, { id: 2_000_000_000, auth: { admin: true } })).toEqual(missingEvent);
    });
  });

  describe('company fields', () => {
    it.each([
      ['an empty name', { name: '' }, 'Company name is required'],
      ['a blank name', { name: '   ' }, 'Company name is required'],
      ['no name', {}, 'Company name is required'],
      ['a 201-character name', { name: 'A'.repeat(201) }, 'Company name must be at most 200 characters'],
      ['a malformed e-mail', { name: 'Fine', contactEmail: 'not-an-email' }, 'Invalid email'],
      ['a javascript: website', { name: 'Fine', website: 'javascript:alert(1)' }, 'Website must be a valid http(s) URL'],
      ['a logo hosted elsewhere', { name: 'Fine', logoUrl: 'https://elsewhere.example.com/logo.png' }, 'Logo must be an image uploaded here (/api/objects/...)'],
    ])('refuses a company with %s and writes nothing', async (_case, company, message) => {
      const [{ n: before }] = await svc.sql<{ n: number }>('SELECT count(*)::int AS n FROM companies.companies');
      expect(await svc.refusal(COMPANIES_PATTERNS.create, company)).toEqual({ code: ErrorCode.Validation, message });
      expect((await svc.sql<{ n: number }>('SELECT count(*)::int AS n FROM companies.companies'))[0].n).toBe(before);
    });
  });

  describe('track record', () => {
    let owner: CreatedCompany;
    beforeAll(async () => {
      owner = await create({ name: unique('Track Co') });
    });

    let kept: CompanyEventJson;
    beforeAll(async () => {
      kept = await addEvent(owner.slug, owner.editToken, { customConferenceName: 'Kept As Is', rating: 2 });
    });

    it.each([
      ['rating 0', { customConferenceName: 'X', rating: 0 }, 'Rating must be a whole number from 1 to 5'],
      ['rating 6', { customConferenceName: 'X', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      ['rating 4.5', { customConferenceName: 'X', rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
      ['rating as text', { customConferenceName: 'X', rating: '5' }, 'Rating must be a whole number from 1 to 5'],
      ['year 1999', { customConferenceName: 'X', year: 1999 }, 'Year must be a whole number from 2000 to 2100'],
      ['year 2101', { customConferenceName: 'X', year: 2101 }, 'Year must be a whole number from 2000 to 2100'],
      ['month 0', { customConferenceName: 'X', month: 0 }, 'Month must be a whole number from 1 to 12'],
      ['month 13', { customConferenceName: 'X', month: 13 }, 'Month must be a whole number from 1 to 12'],
      ['role DID_NOT_ATTEND', { customConferenceName: 'X', role: 'DID_NOT_ATTEND' }, 'Role must be one of ATTENDED, SPONSORED, SPOKE, EXHIBITED'],
      ['role in lower case', { customConferenceName: 'X', role: 'spoke' }, 'Role must be one of ATTENDED, SPONSORED, SPOKE, EXHIBITED'],
      ['status draft', { customConferenceName: 'X', status: 'draft' }, 'Status must be published'],
      ['an ftp case study', { customConferenceName: 'X', caseStudyUrl: 'ftp://case.example.com' }, 'Case study URL must be a valid http(s) URL'],
      ['a photo hosted elsewhere', { customConferenceName: 'X', photoUrls: ['https://elsewhere.example.com/a.png'] }, 'Each photo must be an image uploaded here (/api/objects/...)'],
      ['11 photos', { customConferenceName: 'X', photoUrls: Array.from({ length: 11 }, (_, i) => photo(i)) }, 'At most 10 photos per event'],
      ['a 301-character conference name', { customConferenceName: 'X'.repeat(301) }, 'Conference name must be at most 300 characters'],
      ['5001 characters of outcomes', { customConferenceName: 'X', outcomes: 'o'.repeat(5001) }, 'Outcomes must be at most 5000 characters'],
      ['conference 0', { conferenceId: 0 }, 'conferenceId must be a whole number'],
      ['no conference', {}, CHOOSE_ONE],
      ['a blank conference name', { customConferenceName: '  ' }, CHOOSE_ONE],
      ['both conference fields null', { conferenceId: null, customConferenceName: null }, CHOOSE_ONE],
      ['both a listed and a custom conference', { conferenceId: 7, customConferenceName: 'Both' }, CHOOSE_ONE],
    ])('refuses an entry with %s, on create and on edit, writing nothing', async (_case, event, message) => {
      const auth = { editToken: owner.editToken };
      const before = await storedEvents(owner.slug);
      expect(await svc.refusal(COMPANIES_PATTERNS.createEvent, { companySlug: owner.slug, event, auth })).toEqual({ code: ErrorCode.Validation, message });
      expect(await svc.refusal(COMPANIES_PATTERNS.updateEvent, { id: kept.id, event, auth })).toEqual({ code: ErrorCode.Validation, message });
      expect(await storedEvents(owner.slug)).toEqual(before);
    });

    it('stores an entry as SPEC says: role ATTENDED by default, text trimmed, empty values and photo lists as null, status published', async () => {
      const auth = { editToken: owner.editToken };
      for (const role of [undefined, null, '']) {
        const event = await svc.send<CompanyEventJson>(COMPANIES_PATTERNS.createEvent, {
          companySlug: owner.slug,
          event: { customConferenceName: '  Defaults Day  ', role, location: '', notes: '  ', photoUrls: [], rating: null, year: null },
          auth,
        });
        expect(event).toMatchObject({ customConferenceName: 'Defaults Day', conferenceId: null, role: 'ATTENDED', location: null, notes: null, photoUrls: null, rating: null, year: null, status: 'published' });
        await svc.send(COMPANIES_PATTERNS.deleteEvent, { id: event.id, auth });
      }
      const full = await addEvent(owner.slug, owner.editToken, {
        conferenceId: 42,
        role: 'EXHIBITED',
        rating: 5,
        year: 2100,
        month: 12,
        photoUrls: Array.from({ length: 10 }, (_, i) => photo(i)),
        caseStudyUrl: 'https://case.example.com/story',
      });
      expect(full).toMatchObject({ conferenceId: 42, customConferenceName: null, role: 'EXHIBITED', rating: 5, year: 2100, month: 12, status: 'published' });
      expect(full.photoUrls).toHaveLength(10);
      const [row] = await svc.sql('SELECT role, rating, year, month, array_length(photo_urls, 1) AS photos FROM companies.company_events WHERE id = $1', [full.id]);
      expect(row).toEqual({ role: 'EXHIBITED', rating: 5, year: 2100, month: 12, photos: 10 });
      await svc.send(COMPANIES_PATTERNS.deleteEvent, { id: full.id, auth });
    });

    it('lists newest first by year and month, undated entries last, and at most 20 entries', async () => {
      const company = await create();
      const dated: [number | null, number | null][] = [
        [2022, 5],
        [null, null],
        [2024, null],
        [2024, 3],
        [2021, 12],
        [2024, 11],
      ];
      for (const [year, month] of dated) await addEvent(company.slug, company.editToken, { customConferenceName: `${year}-${month}`, year, month });
      const order = (await svc.send<CompanyEventJson[]>(COMPANIES_PATTERNS.listEvents, { companySlug: company.slug })).map((e) => e.customConferenceName);
      expect(order).toEqual(['2024-11', '2024-3', '2024-null', '2022-5', '2021-12', 'null-null']);

      for (let i = 0; i < 16; i++) await addEvent(company.slug, company.editToken, { customConferenceName: `More ${i}`, year: 2000 });
      const listed = await svc.send<CompanyEventJson[]>(COMPANIES_PATTERNS.listEvents, { companySlug: company.slug });
      expect(listed).toHaveLength(PAGE_SIZES.companyEvents);
      expect(listed[0].customConferenceName).toBe('2024-11');
      expect((await svc.send<CompanyWithEvents>(COMPANIES_PATTERNS.getBySlug, { slug: company.slug })).events).toHaveLength(PAGE_SIZES.companyEvents);
    });
  });

  describe('directory', () => {
    it('answers bounded pages newest first with the total of all companies', async () => {
      for (let i = 0; i < PAGE_SIZES.companies + 1; i++) await create({ name: unique('Directory Co') });
      const [{ n: total }] = await svc.sql<{ n: number }>('SELECT count(*)::int AS n FROM companies.companies');
      const first = await svc.send<CompanyListResponse>(COMPANIES_PATTERNS.list, { pageSize: 100 });
      expect(first).toMatchObject({ page: 1, pageSize: PAGE_SIZES.companies, total });
      expect(first.companies).toHaveLength(PAGE_SIZES.companies);
      const newest = await svc.sql<{ id: number }>('SELECT id FROM companies.companies ORDER BY created_at DESC, id DESC LIMIT $1', [PAGE_SIZES.companies * 2]);
      const second = await svc.send<CompanyListResponse>(COMPANIES_PATTERNS.list, { page: 2 });
      expect([...first.companies, ...second.companies].map((c) => c.id)).toEqual(newest.map((r) => r.id).slice(0, first.companies.length + second.companies.length));
      expect(await svc.refusal(COMPANIES_PATTERNS.list, { pageSize: 101 })).toEqual({ code: ErrorCode.Validation, message: 'pageSize must be a whole number from 1 to 100' });
    });
  });

  describe('pipeline', () => {
    it('shows at most 10 of a company\'s interests on its profile, most recently updated first', async () => {
      const company = await create({ name: unique('Pipeline Profile Co') });
      const marked: number[] = [];
      for (let i = 0; i < 12; i++) {
        const { interest } = await svc.send<{ interest: { id: number } }>(COMMUNITY_PATTERNS.createInterest, { conferenceId: 500 + i, companyName: company.name, status: 'ATTENDING' });
        marked.unshift(interest.id);
      }
      const profile = (await stack.http().get(`/api/companies/${company.slug}`).expect(200)).body as CompanyProfileResponse;
      expect(profile.interests.map((i) => i.id)).toEqual(marked.slice(0, PAGE_SIZES.pipeline));
    });
  });
});
