import { useCallback, useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { NotAnImageError, uploadImage, validateImageFiles, type UploadLimits } from '@/lib/uploads';

/** refused: an 'Error' toast already told the visitor why some file was not taken; say no more. */
export interface UploadOutcome {
  paths: string[];
  refused: boolean;
}

/**
 * Uploads chosen images at once (SPEC §7: no extra click), tracking overall progress. Files the
 * limits refuse are reported in an 'Error' toast and nothing is uploaded; so is a file whose bytes
 * the server found not to be an image. Any other failed upload is only logged (SPEC §7). Either
 * way it yields no object path, so no broken thumbnail is left behind.
 */
export function useImageUploads(limits: UploadLimits, options: { sendFilename?: boolean } = {}) {
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (files: File[], alreadyAttached = 0): Promise<UploadOutcome> => {
      const problem = validateImageFiles(files, limits, alreadyAttached);
      if (problem) {
        notify({ title: 'Error', description: problem, type: 'error' });
        return { paths: [], refused: true };
      }
      const sizes = files.map((f) => f.size);
      const total = sizes.reduce((a, b) => a + b, 0);
      const loaded = files.map(() => 0);
      const report = () => setProgress(loaded.reduce((a, b) => a + b, 0) / total);
      const rejected: string[] = [];
      setProgress(0);
      try {
        const results = await Promise.all(
          files.map((file, i) =>
            uploadImage(file, {
              sendFilename: options.sendFilename,
              onProgress: (fraction) => {
                loaded[i] = fraction * sizes[i];
                report();
              },
            }).catch((error: unknown) => {
              if (error instanceof NotAnImageError) rejected.push(error.message);
              else console.error(`Upload of ${file.name} failed`, error);
              return null;
            }),
          ),
        );
        // One toast at a time (SPEC §9): the first refusal speaks for all.
        if (rejected.length) notify({ title: 'Error', description: rejected[0], type: 'error' });
        return { paths: results.filter((path): path is string => path !== null), refused: rejected.length > 0 };
      } finally {
        setProgress(null);
      }
    },
    [limits, options.sendFilename],
  );

  return { upload, uploading: progress !== null, progress: progress ?? 0 };
}
