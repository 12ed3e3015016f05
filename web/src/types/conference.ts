/**
 * Wire shapes come from `@confdir/contracts`, the one definition the gateway and services answer
 * with. Type-only imports: nothing of the contracts package (or its validators) reaches the bundle.
 */
export type { Conference } from '@confdir/contracts';
