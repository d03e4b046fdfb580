import { useId, useRef } from 'react';
import { ImagePlus } from 'lucide-react';
import { IMAGE_MEDIA_TYPES } from '@shiplog/contract/images-basics';
import type { UploadedImage } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { UploadStatus } from './upload-status';
import { imageFileOf, useImageUpload } from './use-image-upload';

export const IMAGE_ACCEPT = IMAGE_MEDIA_TYPES.join(',');

/**
 * "Upload image": picks a file (or takes one dropped on the button), uploads it with its progress
 * and hands the stored image to `onUploaded`; an error shows under it.
 */
export function ImageUploadButton(props: {
  label?: string;
  projectId?: string;
  disabled?: boolean;
  onUploaded: (image: UploadedImage) => void;
}) {
  const { state, upload } = useImageUpload(props.projectId);
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const take = async (file: File | null) => {
    if (!file) return;
    const image = await upload(file, file.name);
    if (image) props.onUploaded(image);
  };
  return (
    <div className="grid gap-1.5">
      <div
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void take(imageFileOf(event.dataTransfer));
        }}
      >
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={props.disabled || state.status === 'uploading'}
          aria-describedby={state.status === 'idle' ? undefined : statusId}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {props.label ?? 'Upload image'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            void take(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </div>
      <UploadStatus state={state} id={statusId} />
    </div>
  );
}
