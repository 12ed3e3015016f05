import { formatTraceparent, newSpanId, newTraceId, parseTraceparent } from './trace-context';
import { idTracer } from './tracer';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';

describe('W3C traceparent', () => {
  it("reads a caller's trace and writes it back unchanged", () => {
    const header = `00-${TRACE}-${SPAN}-01`;
    expect(parseTraceparent(header)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
    expect(formatTraceparent(parseTraceparent(header)!)).toBe(header);
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)?.sampled).toBe(false);
    // A later version may add fields; the first four still count.
    expect(parseTraceparent(`01-${TRACE}-${SPAN}-01-extra`)).toEqual({ traceId: TRACE, spanId: SPAN, sampled: true });
  });

  it.each([
    ['absent', undefined],
    ['not a string', ['00', TRACE]],
    ['empty', ''],
    ['upper-case hex', `00-${TRACE.toUpperCase()}-${SPAN}-01`],
    ['all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`],
    ['all-zero span id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['version ff', `ff-${TRACE}-${SPAN}-01`],
    ['version 00 with a fifth field', `00-${TRACE}-${SPAN}-01-x`],
    ['short trace id', `00-${TRACE.slice(1)}-${SPAN}-01`],
    ['log injection', `00-${TRACE}-${SPAN}-01\n{"level":60}`],
    ['huge', `00-${TRACE}-${SPAN}-01-${'a'.repeat(10_000)}`],
  ])('ignores a malformed header (%s), so the request starts a trace of its own', (_case, value) => {
    expect(parseTraceparent(value)).toBeUndefined();
  });

  it('makes fresh, well-formed ids, and a child span keeps its parent trace', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newTraceId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newSpanId()).toMatch(/^[0-9a-f]{16}$/);
    const child = idTracer.startSpan('x', 'server', { traceId: TRACE, spanId: SPAN, sampled: false });
    expect(child.context).toEqual({ traceId: TRACE, spanId: expect.not.stringMatching(SPAN), sampled: false });
    const root = idTracer.startSpan('x', 'server', undefined);
    expect(root.context.traceId).not.toBe(TRACE);
    expect(root.context.sampled).toBe(true);
  });
});
