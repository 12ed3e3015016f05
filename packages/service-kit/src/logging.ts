import { Logger as NestPinoLogger, PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';
import type { LogFormat } from '@confdir/contracts';
import pino, { DestinationStream, Logger, LoggerOptions } from 'pino';
import { prettyStream } from './pretty-logs';

/**
 * The one log setup of every process (gateway and services): pino lines (JSON, or pretty at a terminal),
 * with secrets and personal data removed before a line is written, whatever code wrote it.
 */
export const REDACTED = '[redacted]';

/** Headers that carry credentials, wherever a request or response object is logged. */
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-admin-key', 'x-company-token', 'proxy-authorization'];
/** Fields that hold secrets or personal data when an object is logged. */
const SECRET_FIELDS = ['password', 'editToken', 'token', 'adminKey', 'secret', 'email', 'userEmail', 'contactEmail'];

/**
 * Keys whose values are never written, at any depth of a logged object, compared in lower case. This walk replaces
 * pino's `redact` paths: its library parsed each of the 42 paths again on every line (~50 KB of garbage per access
 * line, ~5 % of what the gateway allocates per server-rendered page), and a path reached only the depths it named.
 */
const SECRET_KEYS = new Set([...SECRET_HEADERS, ...SECRET_FIELDS].map((k) => k.toLowerCase()));

/** Query parameters whose values are credentials: edit tokens, keys, presigned-URL signatures. */
const SECRET_QUERY = /([?&](?:token|edit_?token|key|admin_?key|access_?token|api_?key|password|secret|signature|x-amz-signature|x-amz-credential)=)[^&#\s"]*/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Removes e-mail addresses and secret query values from free text (messages, URLs, stacks). */
export function redactText(text: string): string {
  // Both patterns need one of these characters; most strings (header values, paths) have neither, and
  // every request's log context runs this on each of its strings.
  if (!text.includes('=') && !text.includes('@')) return text;
  return text.replace(SECRET_QUERY, `$1${REDACTED}`).replace(EMAIL, REDACTED);
}

/**
 * Censors the values of SECRET_KEYS and applies redactText to every other string inside plain objects and arrays,
 * to a bounded depth. Anything else (an HTTP request, an Error) is left whole for its serializer, which is redacted
 * in turn.
 */
function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactStrings(v, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.has(k.toLowerCase()) ? REDACTED : redactStrings(v, depth + 1);
  return out;
}

/** `level` comes from the process's typed config (LOG_LEVEL), never from the environment here. */
export function logOptions(name: string, level: string): LoggerOptions {
  return {
    name,
    level,
    formatters: { log: (object) => redactStrings(object) as Record<string, unknown> },
    // pino-http hands `req` here already reduced by pino's serializer (an object with a hidden raw request).
    serializers: {
      req: (req: Record<string, unknown>) => redactStrings({ ...req }),
      err: (err: Error) => redactStrings(pino.stdSerializers.err(err)),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? redactText(a) : a)) as Parameters<typeof method>);
      },
    },
  };
}

/** A logger writing to `destination`, else to stdout as JSON or, with `format` pretty, as readable lines. */
export function createLogger(name: string, level: string, destination?: DestinationStream, format: LogFormat = 'json'): Logger {
  if (destination) return pino(logOptions(name, level), destination);
  return format === 'pretty' ? pino(logOptions(name, level), prettyStream()) : pino(logOptions(name, level));
}

/**
 * Nest's start-up chatter: a line per module initialised and per route mapped (102 lines for the
 * gateway) says nothing an operator acts on, so it is written at debug, not info.
 */
const START_UP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication', 'NestMicroservice']);

class QuietStartLogger extends NestPinoLogger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) this.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

/**
 * nestjs-pino's PinoLogger writes, outside a request, to the first logger any instance was made with (a
 * module-wide variable); this one writes to its own, so each Nest app in a process (tests run five) keeps its logger.
 */
class OwnRootPinoLogger extends PinoLogger {
  constructor(private readonly root: Logger) {
    super({ pinoHttp: { logger: root } });
  }

  override get logger(): Logger {
    return storage.getStore()?.logger ?? this.root;
  }
}

/** Nest's LoggerService over a pino logger, so Nest's own `Logger` calls land in the same lines. */
export function nestLogger(logger: Logger): NestPinoLogger {
  return new QuietStartLogger(new OwnRootPinoLogger(logger), {});
}

/** The logger of the message being handled, if any. */
export function currentLogger(): Logger | undefined {
  return storage.getStore()?.logger;
}

/** Runs `fn` with `logger` as the logger of every Nest `Logger` call made inside it (nestjs-pino's context). */
export function withLogContext<T>(logger: Logger, fn: () => T): T {
  return storage.run(new Store(logger), fn);
}
