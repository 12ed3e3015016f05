import { Provider } from '@nestjs/common';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';

export const VOTE_HASH_SECRET = Symbol('VOTE_HASH_SECRET');

/** The key of the client-address hash (GatewayConfig.voteHashSecret). */
export const voteHashSecretProvider: Provider = {
  provide: VOTE_HASH_SECRET,
  inject: [GATEWAY_CONFIG],
  useFactory: (config: GatewayConfig): string => config.voteHashSecret,
};
