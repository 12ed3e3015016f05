import { Button, type ButtonProps } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { IMAGE_ACCEPT } from '@/lib/uploads';

/** A button that opens the file chooser for images; the files are handed over on selection. */
export function ImagePickerButton({ multiple = false, onFiles, children, ...buttonProps }: Omit<ButtonProps, 'onClick'> & { multiple?: boolean; onFiles: (files: File[]) => void; children: ReactNode }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          // Cleared so choosing the same file again still fires a change.
          e.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()} {...buttonProps}>
        {children}
      </Button>
    </>
  );
}
