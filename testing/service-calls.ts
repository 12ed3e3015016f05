/**
 * Service tests talk to one service the way the gateway does, over NATS, past the gateway's own
 * checks, so what they assert is what the service itself enforces; they read its tables directly.
 */
import { Client } from 'pg';
import { ServiceErrorPayload } from '@confdir/contracts';
import { ServiceClient } from '../gateway/src/nats/service-client';
import { UpstreamError } from '../gateway/src/nats/upstream-error';
import type { Stack } from './stack';

export interface ServiceCalls {
  send: <T>(subject: string, data: unknown) => Promise<T>;
  /** The error a call was refused with (code and message); fails the test if the call succeeded. */
  refusal: (subject: string, data: unknown) => Promise<ServiceErrorPayload>;
  /** Rows of a query on the stack's database as superuser. */
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
}

export function serviceCalls(stack: Stack): ServiceCalls {
  const client = stack.gateway.get(ServiceClient);
  return {
    send: (subject, data) => client.send(subject, data),
    refusal: async (subject, data) => {
      try {
        await client.send(subject, data);
      } catch (err) {
        if (err instanceof UpstreamError) return { code: err.payload.code, message: err.payload.message };
        throw err;
      }
      throw new Error(`${subject} accepted ${JSON.stringify(data)}`);
    },
    sql: async (text, params = []) => {
      const db = new Client({ connectionString: stack.adminDatabaseUrl });
      await db.connect();
      try {
        return (await db.query(text, params)).rows;
      } finally {
        await db.end();
      }
    },
  };
}
