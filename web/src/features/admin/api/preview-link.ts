import { useMutation } from '@tanstack/react-query';
import type { LinkPreview } from '@confdir/contracts/web';
import { apiRequest } from '@/lib/api-client';
import { adminHeaders } from '../lib/admin-key';

/** POST /api/admin/add-by-link/preview: what the page says, field by field; nothing is saved. */
export function previewLink(key: string, url: string): Promise<LinkPreview> {
  return apiRequest<LinkPreview>('POST', '/api/admin/add-by-link/preview', { url }, adminHeaders(key));
}

export function usePreviewLink(key: string) {
  return useMutation({ mutationFn: (url: string) => previewLink(key, url) });
}
