import { BadRequestException, Logger, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ErrorCode } from '@confdir/contracts';
import { UpstreamError } from '../nats/upstream-error';
import { AllExceptionsFilter } from './all-exceptions.filter';

describe('AllExceptionsFilter.toBody', () => {
  const filter = new AllExceptionsFilter();

  it.each([
    [ErrorCode.Validation, 400, 'Bad Request'],
    [ErrorCode.Unauthorized, 401, 'Unauthorized'],
    [ErrorCode.Forbidden, 403, 'Forbidden'],
    [ErrorCode.NotFound, 404, 'Not Found'],
    [ErrorCode.Conflict, 409, 'Conflict'],
    [ErrorCode.TooManyRequests, 429, 'Too Many Requests'],
    [ErrorCode.ServiceUnavailable, 503, 'Service Unavailable'],
    [ErrorCode.ServiceTimeout, 504, 'Gateway Timeout'],
    [ErrorCode.DatabaseUnavailable, 503, 'Service Unavailable'],
    [ErrorCode.PayloadTooLarge, 502, 'Bad Gateway'],
  ])('maps service code %s to HTTP %i', (code, statusCode, error) => {
    expect(filter.toBody(new UpstreamError({ code, message: 'm' }))).toEqual({ statusCode, error, message: 'm' });
  });

  it('answers an unreadable link with 422 and the reason in error, as the admin page shows it', () => {
    const reason = 'Could not fetch the page: the site answered HTTP 404';
    expect(filter.toBody(new UpstreamError({ code: ErrorCode.Unprocessable, message: reason }))).toEqual({ statusCode: 422, error: reason, message: reason });
  });

  it('passes service details through', () => {
    const body = filter.toBody(new UpstreamError({ code: ErrorCode.Conflict, message: 'dup', details: { slug: 'x' } }));
    expect(body.details).toEqual({ slug: 'x' });
  });

  it('joins validation messages into one string', () => {
    expect(filter.toBody(new BadRequestException(['a is wrong', 'b is wrong']))).toEqual({ statusCode: 400, error: 'Bad Request', message: 'a is wrong; b is wrong' });
    expect(filter.toBody(new NotFoundException('Conference not found')).message).toBe('Conference not found');
    expect(filter.toBody(new PayloadTooLargeException()).statusCode).toBe(413);
  });

  it('never leaks the detail of an unexpected error', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const body = filter.toBody(new Error('connection string postgres://secret'));
    expect(body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
    expect(logged).toHaveBeenCalled();
  });
});
