import { RenderGate, RendersBusy } from './render-gate';

/** A render that finishes when told to. */
function pending() {
  let finish!: (value: string) => void;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return { done, finish };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('RenderGate', () => {
  it('runs at most its slots at once, starts the queued in order as slots free, and refuses past the queue', async () => {
    const gate = new RenderGate(2, 2);
    const started: string[] = [];
    const renders = ['a', 'b', 'c', 'd'].map((name) => ({ name, ...pending() }));
    const results = renders.map((r) =>
      gate.run(() => {
        started.push(r.name);
        return r.done;
      }),
    );
    await flush();
    expect(started).toEqual(['a', 'b']);

    // Slots and queue full: refused at once, without running.
    let ran = false;
    await expect(gate.run(async () => (ran = true))).rejects.toBeInstanceOf(RendersBusy);
    expect(ran).toBe(false);

    renders[1].finish('b');
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    renders[0].finish('a');
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    renders[2].finish('c');
    renders[3].finish('d');
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot of a render that fails, and passes its error on', async () => {
    const gate = new RenderGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  it('takes new renders again once a burst has drained, with the same bounds as at first', async () => {
    const gate = new RenderGate(1, 1);
    /** One render running, one waiting, the next refused; then both finish. */
    const burst = async () => {
      const first = pending();
      const running = gate.run(() => first.done);
      const waiting = gate.run(async () => 'waited');
      await expect(gate.run(async () => 'refused')).rejects.toBeInstanceOf(RendersBusy);
      first.finish('ran');
      return Promise.all([running, waiting]);
    };
    expect(await burst()).toEqual(['ran', 'waited']);
    await expect(gate.run(async () => 'alone')).resolves.toBe('alone');
    expect(await burst()).toEqual(['ran', 'waited']);
  });
});
