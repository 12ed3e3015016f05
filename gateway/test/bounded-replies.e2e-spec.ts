import { Controller, INestMicroservice, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ErrorCode, subject } from '@confdir/contracts';
import { createService, replyLimit } from '@confdir/service-kit';
import { GatewayConfig } from '../src/config/gateway-config';
import { ServiceClient } from '../src/nats/service-client';
import { UpstreamError } from '../src/nats/upstream-error';

const ECHO = subject('catalog.test.sized-reply');

/** Answers with a string of the size asked for: a reply as big as any unbounded list could grow. */
@Controller()
class SizedReplyController {
  @MessagePattern(ECHO)
  sized(@Payload() { bytes }: { bytes: number }): { text: string } {
    return { text: 'x'.repeat(bytes) };
  }
}

@Module({ controllers: [SizedReplyController] })
class SizedReplyModule {}

/** The reply guard of service-kit, on a real NATS server, through the gateway's own client. */
describe('bounded replies (service-kit guard)', () => {
  const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
  let service: INestMicroservice;
  let client: ServiceClient;

  beforeAll(async () => {
    service = await createService('catalog', { module: SizedReplyModule }, { natsUrl }, false);
    client = new ServiceClient({ natsUrl, rpcTimeoutMs: 5000 } as GatewayConfig);
  });
  afterAll(async () => {
    await client?.onApplicationShutdown();
    await service?.close();
  });

  async function outcome(bytes: number): Promise<string> {
    try {
      const reply = await client.send<{ text: string }>(ECHO, { bytes });
      return `ok ${reply.text.length}`;
    } catch (err) {
      if (err instanceof UpstreamError) return err.code;
      throw err;
    }
  }

  it('answers a reply over the NATS max payload as PAYLOAD_TOO_LARGE, and keeps answering', async () => {
    const nc = await client.connect();
    const limit = replyLimit(nc.info?.max_payload);
    expect(await outcome(1000)).toBe('ok 1000');
    // Twice the server's own limit: nats.js refuses to send it, which used to crash the process.
    const started = Date.now();
    expect(await outcome((nc.info?.max_payload ?? limit) * 2)).toBe(ErrorCode.PayloadTooLarge);
    expect(Date.now() - started).toBeLessThan(2000);
    // Just over the guard's limit (under the server's): refused too, so a margin is really kept.
    expect(await outcome(limit)).toBe(ErrorCode.PayloadTooLarge);
    // The same process still answers the next request, including one just under the limit.
    expect(await outcome(10)).toBe('ok 10');
    expect(await outcome(limit - 1000)).toBe(`ok ${limit - 1000}`);
  });
});
