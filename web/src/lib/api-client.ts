/**
 * The one HTTP client of the web app, as SPEC §7 and §8 describe it: reads send cookies and drop
 * empty query values; writes send a JSON content type only with a body; a non-ok answer becomes
 * an ApiError whose message is "<status>: <body text>".
 */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The parsed JSON error body ({statusCode, error, message, details}) when there is one. */
  get body(): { message?: string; details?: Record<string, unknown> } | undefined {
    try {
      return JSON.parse(this.bodyText) as { message?: string; details?: Record<string, unknown> };
    } catch {
      return undefined;
    }
  }
}

export function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * What the client reads of an answer: a browser Response, or the server renderer's in-process answer (the gateway
 * builds no Response for a read it answers itself: making one and reading it back costs more than the read).
 */
export type ApiResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'json' | 'text'>;

export type ApiTransport = (url: string, init?: RequestInit) => Promise<ApiResponse>;

/** Browser fetch by default; the server renderer swaps in one that answers /api paths inside the gateway. */
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function failIfNotOk(res: ApiResponse): Promise<ApiResponse> {
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  return res;
}

export async function apiGet<T>(path: string, params?: QueryParams, headers?: Record<string, string>): Promise<T> {
  // Revalidate every read (a cheap 304 by ETag): React Query is the app's cache, and the HTTP freshness the
  // gateway grants public reads is for shared caches, so a visitor sees their own vote at once.
  const res = await transport(buildUrl(path, params), { credentials: 'include', cache: 'no-cache', headers });
  await failIfNotOk(res);
  return (await res.json()) as T;
}

export async function apiRequest<T = unknown>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { ...headers } };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json', ...headers };
    init.body = JSON.stringify(body);
  }
  const res = await failIfNotOk(await transport(path, init));
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What a person should read in a toast: the server's own message when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
