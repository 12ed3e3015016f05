/**
 * Runs before each integration test file imports anything: a NATS subject prefix of its own,
 * so parallel workers and runs never answer each other's messages.
 */
import { randomBytes } from 'node:crypto';

process.env.NATS_PREFIX = `test${randomBytes(5).toString('hex')}`;
jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'silent';
