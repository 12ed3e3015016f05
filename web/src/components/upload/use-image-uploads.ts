import { useCallback, useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { uploadImage, validateImageFiles, type UploadLimits } from '@/lib/uploads';

/**
 * Uploads chosen images at once (SPEC §7: no extra click), tracking overall progress. Files the
 * limits refuse are reported in an 'Error' toast and nothing is uploaded; a failed upload is only
 * logged (SPEC §7) and simply yields no object path, so no broken thumbnail is left behind.
 */
export function useImageUploads(limits: UploadLimits, options: { sendFilename?: boolean } = {}) {
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (files: File[], alreadyAttached = 0): Promise<string[]> => {
      const problem = validateImageFiles(files, limits, alreadyAttached);
      if (problem) {
        notify({ title: 'Error', description: problem, type: 'error' });
        return [];
      }
      const sizes = files.map((f) => f.size);
      const total = sizes.reduce((a, b) => a + b, 0);
      const loaded = files.map(() => 0);
      const report = () => setProgress(loaded.reduce((a, b) => a + b, 0) / total);
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
              console.error(`Upload of ${file.name} failed`, error);
              return null;
            }),
          ),
        );
        return results.filter((path): path is string => path !== null);
      } finally {
        setProgress(null);
      }
    },
    [limits, options.sendFilename],
  );

  return { upload, uploading: progress !== null, progress: progress ?? 0 };
}
