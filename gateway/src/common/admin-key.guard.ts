import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

/** Compares digests so the comparison takes the same time whatever the key's length or content. */
export function keysMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function hasAdminKey(req: Request, config: GatewayConfig): boolean {
  const given = req.header('x-admin-key');
  return typeof given === 'string' && given.length > 0 && keysMatch(given, config.adminKey);
}

@Injectable()
export class AdminKeyGuard implements CanActivate {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!hasAdminKey(req, this.config)) throw new UnauthorizedException('A valid admin key is required');
    return true;
  }
}
