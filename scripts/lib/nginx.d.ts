export interface RunningNginx {
  /** http://127.0.0.1:<port> */
  url: string;
  cacheDir: string;
  stop(): Promise<void>;
  /** nginx's error log so far. */
  log(): string;
  /** Requests per X-Cache-Status value ('none': not cached here) since the last call. */
  cacheStatuses(): Record<string, number>;
}

export function findNginx(): string | undefined;
export function startNginx(options: { upstream: string; binary?: string }): Promise<RunningNginx>;
export function renderTemplate(values: Record<string, string>): string;
