import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's parser refused, as the API's error body says it; anything else it refuses is malformed HTTP. */
const REFUSALS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request line and headers are over the 16 KB this server reads'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'The chunk extensions are over the 16 KB this server reads'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request was not received in time'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'Malformed HTTP request'];

/**
 * Requests Node's HTTP parser refuses before any route sees them (a URL or headers over 16 KB, broken HTTP, a
 * request too slow to arrive) get the same JSON error body as every other 4xx, not Node's bare status line.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: { headersSent?: boolean } }) => {
    // As Node's own handler: no answer on a connection that is gone or whose response has begun, then close it.
    if (err.code !== 'ECONNRESET' && socket.writable && !socket._httpMessage?.headersSent) {
      const [statusCode, error, message] = (err.code && REFUSALS[err.code]) || MALFORMED;
      const body = JSON.stringify({ statusCode, error, message });
      socket.write(`HTTP/1.1 ${statusCode} ${error}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    }
    socket.destroy();
  });
}
