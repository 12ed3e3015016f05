import { Writable } from 'node:stream';
import { createLogger, nestLogger, REDACTED, redactText } from './logging';
import { prettyStream } from './pretty-logs';

/** Collects what the logger writes, as the JSON lines an operator would read. */
function capture(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe('the shared logger', () => {
  it('never writes credentials, edit tokens or e-mail addresses, whichever way they reach a line', () => {
    const out = capture();
    const log = createLogger('test', 'info', out.stream);
    log.info(
      {
        req: {
          id: 'req-1',
          method: 'PUT',
          url: '/api/companies/acme?token=tok-in-query&page=2&editToken=tok-2',
          headers: {
            authorization: 'Bearer sk-live-123',
            cookie: 'session=cookie-secret',
            'x-admin-key': 'admin-key-secret',
            'x-company-token': 'company-token-secret',
            'user-agent': 'curl/8',
          },
        },
        body: { userEmail: 'ana@example.com', nested: { contactEmail: 'bo@example.org', note: 'write to cy@example.net' } },
        editToken: 'field-token-secret',
      },
      'company edited by dana@example.com',
    );
    log.warn('failed for eve@example.com at /api/x?key=query-key-secret');
    const text = out.text();
    for (const secret of ['sk-live-123', 'cookie-secret', 'admin-key-secret', 'company-token-secret', 'tok-in-query', 'tok-2', 'field-token-secret', 'query-key-secret']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/@example\.(com|org|net)/);
    // What an operator needs is still there.
    const [first, second] = text.trim().split('\n').map((l) => JSON.parse(l));
    expect(first.req).toMatchObject({ id: 'req-1', method: 'PUT', url: `/api/companies/acme?token=${REDACTED}&page=2&editToken=${REDACTED}` });
    expect(first.req.headers['user-agent']).toBe('curl/8');
    expect(first.req.headers.authorization).toBe(REDACTED);
    expect(first.msg).toBe(`company edited by ${REDACTED}`);
    expect(second.msg).toBe(`failed for ${REDACTED} at /api/x?key=${REDACTED}`);
  });

  it('censors a secret field at any depth and in any case, keeping its neighbours', () => {
    const out = capture();
    createLogger('test', 'info', out.stream).info({ sync: { source: { auth: { Password: 'deep-secret', host: 'db.local' } }, headers: { 'X-Admin-Key': 'mixed-case-key' } } }, 'synced');
    const line = JSON.parse(out.text());
    expect(line.sync.source.auth).toEqual({ Password: REDACTED, host: 'db.local' });
    expect(line.sync.headers['X-Admin-Key']).toBe(REDACTED);
  });

  it('leaves ordinary text alone', () => {
    expect(redactText('GET /api/conferences?page=2&q=rust 200 in 4 ms')).toBe('GET /api/conferences?page=2&q=rust 200 in 4 ms');
  });
});

describe('start-up and terminal lines', () => {
  it("writes Nest's route mapping and module lines at debug, and its other lines at info", () => {
    const out = capture();
    const nest = nestLogger(createLogger('gateway', 'info', out.stream));
    nest.log('Mapped {/api/conferences, GET} route', 'RouterExplorer');
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('NATS connection restored', 'ServiceClient');
    const lines = out.text().trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'NATS connection restored', context: 'ServiceClient' });

    const debug = capture();
    nestLogger(createLogger('gateway', 'debug', debug.stream)).log('Mapped {/api/conferences, GET} route', 'RouterExplorer');
    expect(JSON.parse(debug.text())).toMatchObject({ level: 20, msg: 'Mapped {/api/conferences, GET} route' });
  });

  it('prints an access line for a person: method, path, status, time and size, then the other fields', () => {
    const out = capture();
    const log = createLogger('gateway', 'info', prettyStream(out.stream));
    log.info({ trace_id: 'abc123', method: 'GET', route: '/api/conferences', path: '/api/conferences?page=2', status: 200, ms: 12, bytes: 3174 }, 'request');
    log.warn({ context: 'ServiceClient' }, 'Lost the NATS connection');
    const [access, warning] = out.text().trim().split('\n');
    expect(access).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO \(gateway\): GET \/api\/conferences\?page=2 200 12 ms 3\.1 kB \{"trace_id":"abc123"\}$/);
    expect(warning).toMatch(/WARN \(gateway\): Lost the NATS connection \{"context":"ServiceClient"\}$/);
  });
});
