import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import http, { IncomingMessage } from 'node:http';
import https from 'node:https';
import { isPublicAddress } from './address-policy';
import { LinkImportConfig } from './link-import.config';

/** Why a page could not be fetched, in words an administrator can act on; `status` when the site answered one. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** What a fetch asks for and accepts: an HTML page (add-by-link) or a data file (sync). */
export interface DocumentKind {
  accept: string;
  /** Content types taken (prefixes); empty takes any. */
  types: string[];
  /** "page", "file": how messages name it. */
  noun: string;
}

export const HTML_PAGE: DocumentKind = { accept: 'text/html,application/xhtml+xml;q=0.9', types: ['text/html', 'application/xhtml+xml'], noun: 'page' };

export interface FetchedPage {
  /** Where the page was finally read, after redirects. */
  url: string;
  html: string;
}

/** Whether the fetcher may connect to an IP address; tests narrow it to prove each hop is checked. */
export type AddressCheck = (address: string) => boolean;

const USER_AGENT = 'Mozilla/5.0 (compatible; ConfdirBot/1.0; conference directory link import)';

/** The address to connect to: resolved once, checked, then pinned so the socket cannot re-resolve elsewhere. */
async function vettedAddress(host: string, isAllowed: AddressCheck, signal: AbortSignal): Promise<{ address: string; family: number }> {
  const literal = host.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(literal)) addresses = [{ address: literal, family: isIP(literal) }];
  else {
    try {
      addresses = await untilAborted(dnsLookup(literal, { all: true, verbatim: true }), signal);
    } catch {
      if (signal.aborted) throw new Error('aborted');
      throw new FetchRefused(`the host name ${literal} could not be resolved`);
    }
  }
  if (addresses.length === 0) throw new FetchRefused(`the host name ${literal} could not be resolved`);
  // Every answer must be public: a name that also resolves to a private address is a rebinding trick.
  if (addresses.some((a) => !isAllowed(a.address))) throw new FetchRefused(`${literal} is not a public address`);
  return addresses[0];
}

/** DNS lookups cannot be cancelled; the deadline must still hold while one hangs. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function pinnedLookup(address: string, family: number): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

function request(url: URL, target: { address: string; family: number }, signal: AbortSignal, accept: string): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: pinnedLookup(target.address, target.family),
      signal,
      // No cookies, no authorization, no compression (a small compressed body could expand past the size limit).
      headers: { 'user-agent': USER_AGENT, accept, 'accept-encoding': 'identity' },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

function charsetOf(contentType: string, head: Buffer): string {
  const declared = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head.toString('latin1'))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').encoding;
  } catch {
    return 'utf-8';
  }
}

async function readBody(res: IncomingMessage, maxBytes: number, noun: string): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new FetchRefused(tooLarge(maxBytes, noun));
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      res.destroy();
      throw new FetchRefused(tooLarge(maxBytes, noun));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function tooLarge(maxBytes: number, noun: string): string {
  return `the ${noun} is larger than ${maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${maxBytes} bytes`}`;
}

function parseLink(link: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(link, base);
  } catch {
    throw new FetchRefused('the link is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('only http and https links are allowed');
  if (url.username || url.password) throw new FetchRefused('links with a user name or password are not allowed');
  url.hash = '';
  return url;
}

/**
 * Fetches an HTML page from a link an administrator pasted, treating the link as hostile:
 * http(s) only, every hop's address checked and pinned, redirects followed by hand, and one
 * deadline (`timeoutMs`, the configured one unless less is left) and size limit for the whole fetch.
 */
export function fetchPage(link: string, config: LinkImportConfig, isAllowed: AddressCheck = isPublicAddress, timeoutMs = config.timeoutMs): Promise<FetchedPage> {
  return fetchDocument(link, config, HTML_PAGE, isAllowed, timeoutMs).then(({ url, text }) => ({ url, html: text }));
}

/** `fetchPage`'s rules for any kind of document (the sync's upstream data files too). */
export async function fetchDocument(
  link: string,
  config: LinkImportConfig,
  kind: DocumentKind,
  isAllowed: AddressCheck = isPublicAddress,
  timeoutMs = config.timeoutMs,
): Promise<{ url: string; text: string }> {
  const check: AddressCheck = config.allowPrivateHosts ? () => true : isAllowed;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const seconds = timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} seconds` : `${timeoutMs} ms`;
  try {
    let url = parseLink(link);
    for (let hop = 0; ; hop += 1) {
      const target = await vettedAddress(url.hostname, check, controller.signal);
      const res = await request(url, target, controller.signal, kind.accept);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.destroy();
        if (hop >= config.maxRedirects) throw new FetchRefused(`too many redirects (more than ${config.maxRedirects})`);
        url = parseLink(res.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new FetchRefused(`the site answered HTTP ${status}`, status);
      }
      const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
      if (kind.types.length > 0 && !kind.types.some((t) => contentType.startsWith(t))) {
        res.destroy();
        throw new FetchRefused(kind === HTML_PAGE ? 'the link does not lead to an HTML page' : `the link does not lead to a ${kind.noun} of the expected type`);
      }
      const body = await readBody(res, config.maxBytes, kind.noun);
      return { url: url.toString(), text: new TextDecoder(charsetOf(contentType, body.subarray(0, 1024))).decode(body) };
    }
  } catch (err) {
    if (err instanceof FetchRefused) throw err;
    if (controller.signal.aborted) throw new FetchRefused(`the ${kind.noun} did not answer within ${seconds}`);
    throw new FetchRefused('the site could not be reached');
  } finally {
    clearTimeout(timer);
  }
}
