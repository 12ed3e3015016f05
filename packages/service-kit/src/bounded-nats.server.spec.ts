import { Logger } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { JSONCodec } from 'nats';
import { BoundedNatsServer, DEFAULT_MAX_PAYLOAD_BYTES, REPLY_SAFETY_MARGIN_BYTES, replyLimit } from './bounded-nats.server';

const codec = JSONCodec<Record<string, unknown>>();
const ctx = new NatsContext(['svc.subject', undefined]);

describe('replyLimit', () => {
  it("keeps a margin below the server's max_payload, and assumes NATS's 1 MB default when unknown", () => {
    expect(replyLimit(8 * 1024 * 1024)).toBe(8 * 1024 * 1024 - REPLY_SAFETY_MARGIN_BYTES);
    expect(replyLimit(undefined)).toBe(DEFAULT_MAX_PAYLOAD_BYTES - REPLY_SAFETY_MARGIN_BYTES);
    expect(replyLimit(0)).toBe(DEFAULT_MAX_PAYLOAD_BYTES - REPLY_SAFETY_MARGIN_BYTES);
  });
});

describe('BoundedNatsServer publisher', () => {
  const server = new BoundedNatsServer({ servers: ['nats://127.0.0.1:1'] });
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends an oversize reply as a PAYLOAD_TOO_LARGE error instead', () => {
    const sent: Uint8Array[] = [];
    const publish = server.getPublisher({ reply: 'inbox', respond: (d: Uint8Array) => (sent.push(d), true) }, 'id-1', ctx);
    publish({ response: 'x'.repeat(DEFAULT_MAX_PAYLOAD_BYTES), isDisposed: true });
    expect(sent).toHaveLength(1);
    expect(codec.decode(sent[0])).toEqual({ id: 'id-1', err: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringMatching(/too large/) }, isDisposed: true });
  });

  it('never throws when the connection refuses to send, and tells the caller when it can', () => {
    const sent: Uint8Array[] = [];
    let calls = 0;
    const respond = (d: Uint8Array): boolean => {
      calls += 1;
      if (calls === 1) throw new Error('CONNECTION_CLOSED');
      sent.push(d);
      return true;
    };
    const publish = server.getPublisher({ reply: 'inbox', respond }, 'id-2', ctx);
    expect(() => publish({ response: { ok: true }, isDisposed: true })).not.toThrow();
    expect(codec.decode(sent[0])).toMatchObject({ id: 'id-2', err: { code: 'INTERNAL' } });
    const dead = server.getPublisher({ reply: 'inbox', respond: () => { throw new Error('closed'); } }, 'id-3', ctx);
    expect(() => dead({ response: 1, isDisposed: true })).not.toThrow();
  });
});

describe('BoundedNatsServer routing', () => {
  it('finds the handler of a dotted subject, and of an object pattern as Nest does', () => {
    const server = new BoundedNatsServer({ servers: ['nats://127.0.0.1:1'] });
    const bySubject = jest.fn();
    const byObject = jest.fn();
    server.addHandler('confdir.catalog.conferences.get-by-slug', bySubject);
    server.addHandler({ cmd: 'legacy' }, byObject);
    expect(server.getHandlerByPattern('confdir.catalog.conferences.get-by-slug')).toBe(bySubject);
    expect(server.getHandlerByPattern('{"cmd":"legacy"}')).toBe(byObject);
    expect(server.getHandlerByPattern('confdir.catalog.unknown')).toBeNull();
  });
});
