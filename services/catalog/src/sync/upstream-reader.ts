import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { isPublicAddress } from '../link-import/address-policy';
import { LinkImportConfig } from '../link-import/link-import.config';
import { AddressCheck, DocumentKind, fetchDocument, FetchRefused } from '../link-import/safe-fetch';
import { UpstreamReader } from './sources/source';

const JSON_FILE: DocumentKind = { accept: 'application/json, text/plain;q=0.9, */*;q=0.5', types: [], noun: 'file' };

/** Limits of one upstream file read: add-by-link's fetch rules (public addresses, redirects checked, time, size). */
export interface UpstreamLimits {
  timeoutMs: number;
  maxBytes: number;
  allowPrivateHosts: boolean;
}

/**
 * Reads upstream files: http(s) through add-by-link's hostile-link fetcher (every hop's address checked,
 * one deadline and size cap per file), anything else as a local path (the command's `--url ./folder`).
 * A 404 or a missing local file answers null: a dataset need not have every file.
 */
export function upstreamReader(limits: UpstreamLimits, isAllowed: AddressCheck = isPublicAddress): UpstreamReader {
  const fetchConfig: LinkImportConfig = { timeoutMs: limits.timeoutMs, maxBytes: limits.maxBytes, maxRedirects: 5, allowPrivateHosts: limits.allowPrivateHosts };
  return async (location) => {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
      try {
        return (await fetchDocument(location, fetchConfig, JSON_FILE, isAllowed)).text;
      } catch (err) {
        if (err instanceof FetchRefused && err.status === 404) return null;
        throw err;
      }
    }
    const path = isAbsolute(location) ? location : resolve(location);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    if (info.size > limits.maxBytes) {
      throw new Error(`the file is larger than ${limits.maxBytes >= 1024 * 1024 ? `${Math.round(limits.maxBytes / 1024 / 1024)} MB` : `${limits.maxBytes} bytes`}`);
    }
    return readFile(path, 'utf8');
  };
}
