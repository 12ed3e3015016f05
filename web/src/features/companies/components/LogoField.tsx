import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ImagePickerButton } from '@/components/upload/ImagePickerButton';
import { UploadProgress } from '@/components/upload/UploadProgress';
import { useImageUploads } from '@/components/upload/use-image-uploads';
import { notify } from '@/components/ui/toaster';
import { LOGO_MAX_BYTES } from '@/config/constants';
import { CompanyLogo } from './CompanyLogo';

const LOGO_LIMITS = { maxFiles: 1, maxBytes: LOGO_MAX_BYTES, noun: 'logo' };

/** Company Logo: shown at 64x64, uploaded as soon as it is chosen (SPEC §2, §7). */
export function LogoField({ value, onChange, companyName, onUploadingChange }: { value: string | null; onChange: (url: string | null) => void; companyName: string; onUploadingChange: (uploading: boolean) => void }) {
  const { upload, uploading, progress } = useImageUploads(LOGO_LIMITS, { sendFilename: true });

  async function onFiles(files: File[]) {
    onUploadingChange(true);
    try {
      const { paths: [path] } = await upload(files);
      if (!path) return;
      onChange(path);
      notify({ title: 'Success!', description: 'Logo uploaded successfully' });
    } finally {
      onUploadingChange(false);
    }
  }

  return (
    <Stack gap="1.5">
      <Text as="span" id="company-logo-label" fontSize="sm" fontWeight="medium">
        Company Logo
      </Text>
      <HStack gap="4" align="center" role="group" aria-labelledby="company-logo-label">
        <CompanyLogo url={value} name={companyName || 'Company'} />
        <Stack gap="2" flex="1">
          <HStack gap="2" wrap="wrap">
            <ImagePickerButton onFiles={onFiles} disabled={uploading}>
              {value ? 'Change Logo' : 'Upload Logo'}
            </ImagePickerButton>
            {value && (
              <Button type="button" size="sm" variant="ghost" colorPalette="red" onClick={() => onChange(null)} disabled={uploading}>
                Remove
              </Button>
            )}
          </HStack>
          {uploading && <UploadProgress fraction={progress} label="Uploading logo" />}
        </Stack>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        JPEG, PNG, WebP or GIF, up to 5 MB.
      </Text>
    </Stack>
  );
}
