import { useCallback, useRef, useState } from 'react';
import type { UploadedImage } from '@shiplog/contract';
import { errorMessage } from '@/lib/api-error';
import { uploadImage } from '@/lib/image-upload';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; progress: number }
  | { status: 'error'; message: string };

/** One image upload at a time, with its progress and its error in words. */
export function useImageUpload(projectId?: string) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const busy = useRef(false);
  const upload = useCallback(
    async (file: Blob, name: string): Promise<UploadedImage | null> => {
      if (busy.current) return null;
      busy.current = true;
      setState({ status: 'uploading', name, progress: 0 });
      try {
        const image = await uploadImage(file, name, {
          projectId,
          onProgress: (progress) => setState({ status: 'uploading', name, progress }),
        });
        setState({ status: 'idle' });
        return image;
      } catch (error) {
        setState({ status: 'error', message: errorMessage(error) });
        return null;
      } finally {
        busy.current = false;
      }
    },
    [projectId],
  );
  return { state, upload, dismiss: () => setState({ status: 'idle' }) };
}

/** The first image file of a paste or a drop, if any. */
export function imageFileOf(list: DataTransfer | null): File | null {
  const files = Array.from(list?.files ?? []);
  return files.find((file) => file.type.startsWith('image/')) ?? files[0] ?? null;
}
