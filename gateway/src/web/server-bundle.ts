// The web app's server renderer (`web/dist-ssr/entry-server.cjs`) as the gateway uses it.

/** What the bundle's API client reads of an answer (web/src/lib/api-client.ts): a fetch Response or an in-process answer. */
export type TransportAnswer = Pick<Response, 'ok' | 'status' | 'statusText' | 'json' | 'text'>;
export type Transport = (url: string, init?: RequestInit) => Promise<TransportAnswer>;
export type RenderResult = { redirect: string; status: number } | { status: number; head: string; body: string; state: string; chunk?: string; failed?: boolean };

export interface ServerBundle {
  configure(setup: { transport: Transport; baseUrl: string }): void;
  render(input: { url: string }): Promise<RenderResult>;
  /** The executable inline scripts a page may carry (the colour mode set before paint, the page loader): the CSP allows them by hash. */
  inlineScripts: readonly string[];
  /** The page loader's text: the inline script that loads a page's modules (deferScripts). */
  pageLoader: string;
}

/** What the gateway needs of the bundle besides its renders. */
export type BundleMeta = Pick<ServerBundle, 'inlineScripts' | 'pageLoader'>;

/** What a render thread is given at start. */
export interface RenderThreadData {
  /** The bundle's entry file. */
  entry: string;
  /** PUBLIC_BASE_URL. */
  baseUrl: string;
}

/**
 * One task of a render thread: `meta` asks for the bundle's inline scripts; a render names the page, this gateway's
 * own address (the bundle reads the public API through it) and the page request's traceparent (its reads join that trace).
 */
export type RenderTask = { kind: 'meta' } | { kind: 'render'; url: string; origin: string; traceparent?: string };
