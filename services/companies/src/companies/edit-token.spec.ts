import { editTokenMatches, newEditToken } from './edit-token';

describe('edit tokens', () => {
  it('are 32 random bytes in base64url and match only their own hash', () => {
    const a = newEditToken();
    const b = newEditToken();
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(editTokenMatches(a.token, a.hash)).toBe(true);
    expect(editTokenMatches(b.token, a.hash)).toBe(false);
  });

  it('never match when a token or hash is missing', () => {
    const a = newEditToken();
    expect(editTokenMatches(undefined, a.hash)).toBe(false);
    expect(editTokenMatches('', a.hash)).toBe(false);
    expect(editTokenMatches(a.token, null)).toBe(false);
  });
});
