import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerClientErrorsAsJson } from './client-errors';

/** Sends raw bytes and reads everything the server writes before it closes. */
function raw(server: Server, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.end(bytes));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('answerClientErrorsAsJson', () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    answerClientErrorsAsJson(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers a request line over 16 KB with 431 and the API error body', async () => {
    const answer = await raw(server, `GET /api/conferences?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({ statusCode: 431, error: 'Request Header Fields Too Large', message: expect.stringContaining('16 KB') });
  });

  it('answers broken HTTP with 400 and the API error body', async () => {
    const answer = await raw(server, 'GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Malformed HTTP request' });
  });

  it('still serves well-formed requests', async () => {
    expect(await raw(server, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 [\s\S]*ok$/);
  });
});
