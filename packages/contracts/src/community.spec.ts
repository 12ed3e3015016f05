import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ConferenceIdQuery, CreateInterestDto, CreateReviewDto, SetReviewStatusDto } from './community';

function check<T extends object>(cls: new () => T, plain: object): { value: T; errors: string[] } {
  const value = plainToInstance(cls, plain);
  const errors = validateSync(value, { whitelist: true, forbidNonWhitelisted: true }).flatMap((e) => Object.values(e.constraints ?? {}));
  return { value, errors };
}

const review = { conferenceId: 1, userName: 'Ada', role: 'ATTENDED', body: 'Great' };

describe('CreateReviewDto', () => {
  it('trims required text and turns empty optional text into null', () => {
    const { value, errors } = check(CreateReviewDto, { ...review, userName: '  Ada  ', body: ' Great \n', userEmail: '   ', title: '  ', rating: null });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ userName: 'Ada', body: 'Great', userEmail: null, title: null, rating: null });
  });

  it('accepts a minimal review with optional fields missing', () => {
    expect(check(CreateReviewDto, review).errors).toEqual([]);
  });

  const refused: Array<[object, string]> = [
    [{ userName: '   ' }, 'userName is required'],
    [{ body: '' }, 'body is required'],
    [{ role: 'SPOKE' }, 'role must be one of ATTENDED, SPONSORED, DID_NOT_ATTEND'],
    [{ rating: 0 }, 'rating must be an integer from 1 to 5, or null'],
    [{ rating: 6 }, 'rating must be an integer from 1 to 5, or null'],
    [{ rating: 2.5 }, 'rating must be an integer from 1 to 5, or null'],
    [{ rating: '3' }, 'rating must be an integer from 1 to 5, or null'],
    [{ userEmail: 'not-an-email' }, 'userEmail must be a valid e-mail address'],
    [{ userName: 'x'.repeat(101) }, 'userName must be at most 100 characters'],
    [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
    [{ body: 'x'.repeat(5001) }, 'body must be at most 5000 characters'],
    [{ body: 'a\u0000b' }, 'body must not contain NUL characters'],
    [{ conferenceId: 0 }, 'conferenceId must be a positive integer'],
    [{ conferenceId: 'abc' }, 'conferenceId must be a positive integer'],
    [{ status: 'published' }, 'property status should not exist'],
  ];
  it.each(refused.map(([patch, message]) => [message, patch]))('refuses: %s', (message, patch) => {
    expect(check(CreateReviewDto, { ...review, ...patch }).errors).toContain(message);
  });
});

describe('CreateInterestDto', () => {
  it('trims and nulls optional fields', () => {
    const { value, errors } = check(CreateInterestDto, { conferenceId: 2, status: 'ATTENDING', companyName: '  ', comment: ' hi ', submittedBy: '', contactEmail: ' a@b.co ' });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ companyName: null, comment: 'hi', submittedBy: null, contactEmail: 'a@b.co' });
  });

  it('requires a known status', () => {
    expect(check(CreateInterestDto, { conferenceId: 2 }).errors).toContain('status must be one of CONSIDERING, ATTENDING, SPONSORING, NOT_GOING');
  });
});

describe('ids', () => {
  it('reads query-string ids as numbers and refuses anything but positive integers', () => {
    expect(check(ConferenceIdQuery, { conferenceId: '42' }).value.conferenceId).toBe(42);
    for (const bad of ['-1', '1.5', '', '99999999999', true, [1]]) {
      expect(check(ConferenceIdQuery, { conferenceId: bad }).errors).toContain('conferenceId must be a positive integer');
    }
  });

  it('checks admin status changes', () => {
    expect(check(SetReviewStatusDto, { id: '3', status: 'hidden' }).errors).toEqual([]);
    expect(check(SetReviewStatusDto, { id: 3, status: 'gone' }).errors).toContain('status must be one of published, hidden, draft');
  });
});
