import { useMutation } from '@tanstack/react-query';
import type { LinkPreview } from '@confdir/contracts/web';
import { apiRequest } from '@/lib/api-client';

/** POST /api/submit/preview: what a conference's website says, to pre-fill the form; nothing is saved. */
export function previewLink(url: string): Promise<LinkPreview> {
  return apiRequest<LinkPreview>('POST', '/api/submit/preview', { url });
}

export function usePreviewLink() {
  return useMutation({ mutationFn: previewLink });
}
