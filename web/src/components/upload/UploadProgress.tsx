
import { Progress } from '@/components/ui/widgets/progress';
/** Progress of the uploads under way, from 0 to 1. */
export function UploadProgress({ fraction, label = 'Uploading' }: { fraction: number; label?: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <Progress.Root value={percent} max={100} size="sm" colorPalette="brand" aria-label={label}>
      <Progress.Label fontSize="sm" mb="1">
        {label}… {percent}%
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
