import { applyDecorators, ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerOptions, InjectThrottlerStorage, SkipThrottle, ThrottlerException, ThrottlerGuard, ThrottlerLimitDetail, ThrottlerModuleOptions, ThrottlerRequest, ThrottlerStorage } from '@nestjs/throttler';
import { countRateLimitRefusal } from '@confdir/service-kit/dist/metrics/metrics';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { WRITE_LIMIT_MESSAGES, WRITE_LIMIT_NAMES, WriteLimitName } from './write-limits';

/**
 * @nestjs/throttler's guard with one change: a refused request gets a plain `Retry-After` (the
 * library names it `Retry-After-<limit>` for named limits) and a message saying what was limited.
 * When the shared store (Redis) fails, the write goes through and the failure is logged: an
 * outage of the limiter must not take every form of the site down with it.
 */
@Injectable()
export class WriteLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override async shouldSkip(): Promise<boolean> {
    return !this.config.rateLimitsEnabled;
  }

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (err) {
      if (err instanceof ThrottlerException) throw err;
      this.logger.error(`Rate-limit store failed; letting the request through: ${err instanceof Error ? err.message : String(err)}`);
      return true;
    }
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const name = this.limitOf(context);
    countRateLimitRefusal(name ?? 'default');
    this.getRequestResponse(context).res.setHeader('Retry-After', String(detail.timeToBlockExpire));
    throw new ThrottlerException(`${name ? WRITE_LIMIT_MESSAGES[name] : 'Too many requests'}; try again in ${detail.timeToBlockExpire} s`);
  }

  private limitOf(context: ExecutionContext): WriteLimitName | undefined {
    return this.reflector.get<WriteLimitName>(WRITE_LIMIT_KEY, context.getHandler());
  }
}

const WRITE_LIMIT_KEY = 'confdir:write-limit';

/**
 * Puts a route under one named abuse limit, counted per client address (`req.ip`, so behind a
 * proxy set TRUST_PROXY). Routes with the same name share one count.
 */
export function WriteLimit(name: WriteLimitName): MethodDecorator & ClassDecorator {
  const others = Object.fromEntries(WRITE_LIMIT_NAMES.filter((n) => n !== name).map((n) => [n, true]));
  return applyDecorators(
    SetMetadata(WRITE_LIMIT_KEY, name),
    SkipThrottle(others),
    UseGuards(WriteLimitGuard),
  );
}
