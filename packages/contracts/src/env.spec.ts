import { parseBoolEnv, parseIntEnv, readFeaturedCompany } from './env';

describe('parseIntEnv', () => {
  it('takes the fallback when unset and refuses anything but a positive integer', () => {
    expect(parseIntEnv({}, 'catalog', 'X', 7)).toBe(7);
    expect(parseIntEnv({ X: '12' }, 'catalog', 'X', 7)).toBe(12);
    expect(() => parseIntEnv({ X: '1.5' }, 'catalog', 'X', 7)).toThrow('catalog: X must be a positive integer, got "1.5"');
    expect(() => parseIntEnv({ X: '0' }, 'catalog', 'X', 7)).toThrow(/positive integer/);
  });
});

describe('parseBoolEnv', () => {
  it('reads true and false, defaults when blank, and refuses anything else', () => {
    expect(parseBoolEnv({ X: 'true' }, 'gateway', 'X', false)).toBe(true);
    expect(parseBoolEnv({ X: '' }, 'gateway', 'X', true)).toBe(true);
    expect(() => parseBoolEnv({ X: 'yes' }, 'gateway', 'X', false)).toThrow('gateway: X must be true or false, got "yes"');
  });
});

describe('readFeaturedCompany', () => {
  it('takes the default for unset and blank settings alike', () => {
    expect(readFeaturedCompany({})).toEqual({ slug: 'crustdata', name: 'Crustdata' });
    expect(readFeaturedCompany({ FEATURED_COMPANY_SLUG: '', FEATURED_COMPANY_NAME: '  ' })).toEqual({ slug: 'crustdata', name: 'Crustdata' });
    expect(readFeaturedCompany({ FEATURED_COMPANY_SLUG: 'acme', FEATURED_COMPANY_NAME: ' Acme ' })).toEqual({ slug: 'acme', name: 'Acme' });
  });
});
