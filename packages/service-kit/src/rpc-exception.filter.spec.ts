import { ArgumentsHost, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { lastValueFrom } from 'rxjs';
import { AllRpcExceptionsFilter } from './rpc-exception.filter';
import { ServiceError } from './service-error';

const host = { switchToRpc: () => ({ getContext: () => ({ getSubject: () => 'catalog.conferences.list' }) }) } as unknown as ArgumentsHost;
const filter = new AllRpcExceptionsFilter();
const payloadOf = (err: unknown): Promise<unknown> => lastValueFrom(filter.catch(err, host)).catch((p: unknown) => p);

/** What pg hands TypeORM when the server is gone, restarting or refusing connections. */
const pgError = (message: string, code?: string): Error => Object.assign(new Error(message), code ? { code } : {});

describe('AllRpcExceptionsFilter', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection dropped mid-query', pgError('Connection terminated unexpectedly')],
    ['a full pool that cannot connect in time', pgError('timeout exceeded when trying to connect')],
    ['a server shutting down (57P01)', new QueryFailedError('SELECT 1', [], pgError('terminating connection due to administrator command', '57P01'))],
    ['a server still starting (57P03)', new QueryFailedError('SELECT 1', [], pgError('the database system is starting up', '57P03'))],
    ['too many connections (53300)', pgError('sorry, too many clients already', '53300')],
  ])('answers DATABASE_UNAVAILABLE for %s, never INTERNAL', async (_label, err) => {
    expect(await payloadOf(err)).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'Database unavailable, try again shortly' });
  });

  it('keeps real query bugs as INTERNAL and service errors as they are', async () => {
    expect(await payloadOf(new QueryFailedError('SELECT x', [], pgError('column "x" does not exist', '42703')))).toEqual({ code: 'INTERNAL', message: 'Internal error' });
    expect(await payloadOf(ServiceError.notFound('nope'))).toEqual({ code: 'NOT_FOUND', message: 'nope' });
  });
});
