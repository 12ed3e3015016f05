/**
 * Who may change a company profile from this browser: the one that created it (it holds the edit
 * token the server returned once) or an administrator (stored admin key). The server decides; this
 * only keeps the page from offering controls that would be refused.
 */
import { STORAGE_KEYS } from '@/config/constants';
import { readJson, readString, writeJson } from '@/lib/storage';

type TokenMap = Record<string, string>;

function tokens(): TokenMap {
  const map = readJson<unknown>(STORAGE_KEYS.companyTokens, {});
  return map && typeof map === 'object' && !Array.isArray(map) ? (map as TokenMap) : {};
}

export function companyToken(slug: string): string | null {
  const token = tokens()[slug];
  return typeof token === 'string' && token ? token : null;
}

export function rememberCompanyToken(slug: string, token: string): void {
  writeJson(STORAGE_KEYS.companyTokens, { ...tokens(), [slug]: token });
}

/** Keeps edit access when an update gives the company a new slug. */
export function moveCompanyToken(fromSlug: string, toSlug: string): void {
  if (fromSlug === toSlug) return;
  const map = tokens();
  const token = map[fromSlug];
  if (!token) return;
  delete map[fromSlug];
  writeJson(STORAGE_KEYS.companyTokens, { ...map, [toSlug]: token });
}

function adminKey(): string | null {
  return readString(STORAGE_KEYS.adminKey) || null;
}

export function canEditCompany(slug: string): boolean {
  return companyToken(slug) !== null || adminKey() !== null;
}

/** Headers that prove the right to change this company (token, admin key, or both). */
export function companyAuthHeaders(slug: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = companyToken(slug);
  const key = adminKey();
  if (token) headers['x-company-token'] = token;
  if (key) headers['x-admin-key'] = key;
  return headers;
}
