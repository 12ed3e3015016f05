import express from 'express';
import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { GracefulStop } from './graceful-stop';

describe('the gateway stopping gracefully', () => {
  it('stops accepting, answers the request in flight (asking the client to close), then closes', async () => {
    const stop = new GracefulStop();
    const app = express();
    app.use(stop.track());
    app.get('/slow', (_req, res) => void setTimeout(() => res.send('done'), 300));
    const server = createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${url}/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    const draining = stop.drain(server);
    await new Promise((r) => setTimeout(r, 20));
    await expect(fetch(`${url}/slow`)).rejects.toThrow();
    const res = await inFlight;
    expect(await res.text()).toBe('done');
    expect(res.headers.get('connection')).toBe('close');
    expect(await draining).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.listening).toBe(false);
  });
});
