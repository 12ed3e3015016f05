import { STORAGE_KEYS } from '@/config/constants';
import { canEditCompany, companyAuthHeaders, companyToken, moveCompanyToken, rememberCompanyToken } from './company-access';

describe('company access', () => {
  beforeEach(() => window.localStorage.clear());

  it('offers no edit rights without a token or an admin key', () => {
    expect(canEditCompany('acme')).toBe(false);
    expect(companyAuthHeaders('acme')).toEqual({});
  });

  it('grants rights only for the slug whose token this browser holds', () => {
    rememberCompanyToken('acme', 'tok-1');
    expect(canEditCompany('acme')).toBe(true);
    expect(canEditCompany('other')).toBe(false);
    expect(companyAuthHeaders('acme')).toEqual({ 'x-company-token': 'tok-1' });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.companyTokens)!)).toEqual({ acme: 'tok-1' });
  });

  it('keeps tokens of several companies side by side', () => {
    rememberCompanyToken('acme', 'tok-1');
    rememberCompanyToken('globex', 'tok-2');
    expect(companyToken('acme')).toBe('tok-1');
    expect(companyToken('globex')).toBe('tok-2');
  });

  it('grants rights on every company with a stored admin key', () => {
    window.localStorage.setItem(STORAGE_KEYS.adminKey, 'secret-admin');
    expect(canEditCompany('anything')).toBe(true);
    expect(companyAuthHeaders('anything')).toEqual({ 'x-admin-key': 'secret-admin' });
  });

  it('moves a token to the new slug after a rename', () => {
    rememberCompanyToken('acme', 'tok-1');
    moveCompanyToken('acme', 'acme-labs');
    expect(canEditCompany('acme')).toBe(false);
    expect(companyToken('acme-labs')).toBe('tok-1');
  });

  it('ignores a corrupted token map', () => {
    window.localStorage.setItem(STORAGE_KEYS.companyTokens, '["not","a","map"]');
    expect(canEditCompany('acme')).toBe(false);
    window.localStorage.setItem(STORAGE_KEYS.companyTokens, '{broken');
    expect(companyToken('acme')).toBeNull();
  });
});
