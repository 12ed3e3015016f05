/** Finds the schema.org Event in a page's JSON-LD blocks, wherever the publisher put it. */

export type JsonObject = Record<string, unknown>;

/** Event and its schema.org subtypes. */
const EVENT_TYPES = new Set([
  'event', 'businessevent', 'childrensevent', 'comedyevent', 'courseinstance', 'danceevent', 'deliveryevent',
  'educationevent', 'eventseries', 'exhibitionevent', 'festival', 'foodevent', 'hackathon', 'literaryevent',
  'musicevent', 'publicationevent', 'saleevent', 'screeningevent', 'socialevent', 'sportsevent', 'theaterevent',
  'visualartsevent', 'conference',
]);

function parseLenient(raw: string): unknown {
  const text = raw.trim().replace(/^<!--|-->$/g, '');
  try {
    return JSON.parse(text);
  } catch {
    // Hand-written blocks often carry raw line breaks inside strings or a trailing comma.
    try {
      // eslint-disable-next-line no-control-regex -- control characters are exactly what breaks JSON.parse here
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1'));
    } catch {
      return undefined;
    }
  }
}

/** Every object at the top of a block, in arrays and in `@graph`, in document order. */
function* nodes(value: unknown): Generator<JsonObject> {
  if (Array.isArray(value)) {
    for (const v of value) yield* nodes(v);
  } else if (value && typeof value === 'object') {
    const obj = value as JsonObject;
    yield obj;
    if ('@graph' in obj) yield* nodes(obj['@graph']);
  }
}

/** Event or one of its schema.org subtypes, by lower-case type name. */
export function isEventType(type: string): boolean {
  return EVENT_TYPES.has(type);
}

export function typesOf(node: JsonObject): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  // "Event", "schema:Event" and "https://schema.org/Event" are the same type.
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.split(/[/:#]/).pop()!.toLowerCase());
}

export function findEvent(blocks: string[]): JsonObject | null {
  const events = blocks.flatMap((b) => [...nodes(parseLenient(b))]).filter((n) => typesOf(n).some((t) => EVENT_TYPES.has(t)));
  return events.find((e) => typeof e.name === 'string' && e.name.trim() !== '') ?? events[0] ?? null;
}
