import { Provider } from '@nestjs/common';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

export const VOTE_HASH_SECRET = Symbol('VOTE_HASH_SECRET');

/** VOTE_HASH_SECRET keys the client-address hash; without it the admin key does, so hashes never come unkeyed. */
export const voteHashSecretProvider: Provider = {
  provide: VOTE_HASH_SECRET,
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig): string => process.env.VOTE_HASH_SECRET || config.adminKey,
};
