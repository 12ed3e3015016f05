import { HStack, Stack, Text } from '@chakra-ui/react';
import { ImagePlus } from 'lucide-react';
import { ImagePickerButton } from '@/components/upload/ImagePickerButton';
import { RemovableThumbnails } from '@/components/upload/RemovableThumbnails';
import { UploadProgress } from '@/components/upload/UploadProgress';
import { useImageUploads } from '@/components/upload/use-image-uploads';
import { notify } from '@/components/ui/toaster';
import { EVENT_PHOTO_MAX_BYTES, EVENT_PHOTO_MAX_FILES } from '@/config/constants';

const PHOTO_LIMITS = { maxFiles: EVENT_PHOTO_MAX_FILES, maxBytes: EVENT_PHOTO_MAX_BYTES, noun: 'photo' };

/** Event photos: up to 10, uploaded on selection, removable (SPEC §2, §5). */
export function EventPhotosField({ value, onChange, onUploadingChange }: { value: string[]; onChange: (urls: string[]) => void; onUploadingChange: (uploading: boolean) => void }) {
  const { upload, uploading, progress } = useImageUploads(PHOTO_LIMITS);

  async function onFiles(files: File[]) {
    onUploadingChange(true);
    try {
      const { paths, refused } = await upload(files, value.length);
      if (!paths.length) return;
      onChange([...value, ...paths]);
      // The refusal toast stays: one toast at a time, and the new thumbnails show what was taken.
      if (!refused) notify({ title: 'Success!', description: `${paths.length} photo(s) uploaded` });
    } finally {
      onUploadingChange(false);
    }
  }

  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text as="span" id="event-photos-label" fontSize="sm" fontWeight="medium">
          Photos
        </Text>
        <ImagePickerButton multiple onFiles={onFiles} disabled={uploading || value.length >= EVENT_PHOTO_MAX_FILES} aria-describedby="event-photos-help">
          <ImagePlus aria-hidden />
          Add Photos
        </ImagePickerButton>
      </HStack>
      <Text id="event-photos-help" fontSize="xs" color="fg.muted">
        Up to {EVENT_PHOTO_MAX_FILES} JPEG, PNG, WebP or GIF images, 50 MB each.
      </Text>
      {uploading && <UploadProgress fraction={progress} label="Uploading photos" />}
      <RemovableThumbnails urls={value} onRemove={(url) => onChange(value.filter((u) => u !== url))} />
    </Stack>
  );
}
