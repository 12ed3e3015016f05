import { Stack, startStack } from '../../testing/stack';
import { flatten, HTTP_METHODS, openApiProblems, type OpenApiDoc, registeredRoutes } from './support/openapi-check';

/** API docs (issue 15): Swagger UI at /api/docs, an OpenAPI 3 document at /api/docs.json covering every route. */
describe('API docs: OpenAPI document and Swagger UI (real gateway and services)', () => {
  let stack: Stack;
  let doc: OpenApiDoc;

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'companies'] });
    doc = (await stack.http().get('/api/docs.json').expect(200).expect('Content-Type', /json/)).body;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).filter(([m]) => HTTP_METHODS.includes(m)).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

  it('is a valid OpenAPI 3 document', () => {
    expect(openApiProblems(doc)).toEqual([]);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('documents every route the gateway registers, and nothing it does not', () => {
    // Middleware bound to every path ({*path}) is not a route of its own.
    const routes = registeredRoutes(stack.gateway).filter((r) => !r.includes('/api/docs') && !r.includes('{*'));
    expect(routes.length).toBeGreaterThan(30);
    const documented = operations().map((o) => o.key);
    expect(routes.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((d) => !routes.includes(d))).toEqual([]);
  });

  it('gives every operation a success answer and the {statusCode, error, message} error shape', () => {
    const error = flatten(doc, { $ref: '#/components/schemas/Error' });
    expect(error.required).toEqual(['statusCode', 'error', 'message']);
    for (const { key, op } of operations()) {
      const statuses = Object.keys(op.responses);
      expect([key, statuses.some((s) => s.startsWith('2'))]).toEqual([key, true]);
      expect([key, op.responses['503']?.content?.['application/json'].schema.$ref]).toEqual([key, '#/components/schemas/Error']);
    }
    // Every answer with a body says what it is (204s have none): a new route needs its line in gateway/src/openapi/route-docs.ts.
    const undescribed = operations().filter(({ op }) => ['200', '201'].some((s) => op.responses[s] && !op.responses[s].content));
    expect(undescribed.map((o) => o.key)).toEqual([]);
  });

  it('describes parameters and bodies from the validation rules', () => {
    const list = doc.paths['/api/conferences'].get;
    const params = Object.fromEntries((list.parameters ?? []).map((p) => [p.name, p]));
    expect(params.type.in).toBe('query');
    expect(params.type.schema?.enum).toEqual(expect.arrayContaining(['Fintech', 'AI']));
    expect(params.limit.schema).toMatchObject({ type: 'integer', minimum: 1 });
    expect(doc.paths['/api/companies/{slug}/recommendations'].get.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['slug', 'limit', 'page', 'region', 'quarter', 'mode']));
    const submit = flatten(doc, doc.paths['/api/submit'].post.requestBody!.content['application/json'].schema);
    expect(submit.required).toEqual(expect.arrayContaining(['title', 'url']));
    expect(submit.properties?.title).toMatchObject({ type: 'string', maxLength: expect.any(Number) });
    const company = flatten(doc, doc.paths['/api/companies'].post.requestBody!.content['application/json'].schema);
    expect(company.properties?.website).toMatchObject({ type: 'string', format: 'uri', nullable: true });
  });

  it('marks admin routes with their x-admin-key header, and company edits with the edit token', () => {
    expect(doc.components?.securitySchemes?.['admin-key']).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-admin-key' });
    const admin = operations().filter(({ key }) => key.includes(' /api/admin/'));
    expect(admin.length).toBeGreaterThan(8);
    for (const { key, op } of admin) {
      expect([key, op['x-admin'], op.tags, op.security]).toEqual([key, true, ['admin'], [{ 'admin-key': [] }]]);
      expect([key, Object.keys(op.responses)]).toEqual([key, expect.arrayContaining(['401'])]);
    }
    expect(operations().filter(({ op }) => op['x-admin']).length).toBe(admin.length);
    expect(doc.paths['/api/companies/{slug}'].put.security).toEqual(expect.arrayContaining([{ 'company-token': [] }]));
    expect(doc.paths['/api/companies/{slug}'].put.responses['403']).toBeDefined();
  });

  it('matches what the API really answers', async () => {
    const required = (name: string) => flatten(doc, { $ref: `#/components/schemas/${name}` }).required ?? [];
    const list = (await stack.http().get('/api/conferences').expect(200)).body;
    expect(Object.keys(list)).toEqual(expect.arrayContaining(required('ConferenceList')));
    const company = (await stack.http().post('/api/companies').send({ name: `Docs ${process.pid}` }).expect(201)).body;
    expect(Object.keys(company)).toEqual(expect.arrayContaining([...required('Company'), 'editToken']));
    const refused = (await stack.http().get('/api/conferences').query({ limit: 0 }).expect(400)).body;
    expect(Object.keys(refused)).toEqual(expect.arrayContaining(required('Error')));
  });

  it('serves Swagger UI at /api/docs with a policy that lets it run there only', async () => {
    const ui = await stack.http().get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger-ui');
    // The UI loads its scripts from /api/docs itself, so the site's strict policy holds there too (the browser test runs it).
    const policy = String(ui.headers['content-security-policy']);
    // Only the server-rendered pages add anything beside 'self': their inline scripts' hashes.
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain('unsafe-eval');
  });
});
