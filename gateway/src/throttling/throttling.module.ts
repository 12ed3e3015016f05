import { Global, Module } from '@nestjs/common';
import { ThrottlerModule, ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { WRITE_LIMIT_NAMES } from './write-limits';
import { WriteLimitGuard } from './write-limit.guard';

/**
 * One named throttler per kind of write. Counts live in Redis when REDIS_URL is set, so every
 * gateway replica shares them and each count is one atomic script (exact under bursts); in this
 * process's memory otherwise.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => ({
        throttlers: WRITE_LIMIT_NAMES.map((name) => ({
          name,
          limit: config.writeLimits[name].limit,
          ttl: config.writeLimits[name].windowSeconds * 1000,
        })),
        // One count per limit and address, whichever route of that limit was used.
        generateKey: (_context, tracker, name) => `${config.rateLimitKeyPrefix}${name}:${tracker}`,
        storage: config.redisUrl ? redisStorage(config.redisUrl) : undefined,
      }),
    }),
  ],
  providers: [WriteLimitGuard],
  exports: [WriteLimitGuard],
})
export class ThrottlingModule {}

function redisStorage(url: string): ThrottlerStorage {
  return new ThrottlerStorageRedisService(url, {
    // A Redis that is away must fail a count at once (the guard then lets the write through),
    // never queue it and hold the request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1000,
    commandTimeout: 2000,
    lazyConnect: false,
  });
}
