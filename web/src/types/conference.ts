/**
 * Wire shapes come from `@confdir/contracts`, the one definition the gateway and services answer
 * with. The `/web` entry holds no validators, so nothing Node-only reaches the bundle.
 */
export type { Conference } from '@confdir/contracts/web';
