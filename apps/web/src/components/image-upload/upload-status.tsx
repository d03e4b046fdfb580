import { imageMessages } from '@shiplog/contract/images-basics';
import type { UploadState } from './use-image-upload';

/** The progress of an upload (a bar and a percentage, announced politely) or its error. */
export function UploadStatus({ state, id }: { state: UploadState; id?: string }) {
  if (state.status === 'uploading') {
    const percent = Math.round(state.progress * 100);
    return (
      <div id={id} role="status" className="flex items-center gap-2 text-xs text-muted-foreground">
        <progress
          max={100}
          value={percent}
          aria-label={imageMessages.uploading}
          className="h-1.5 w-28 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        />
        <span>
          {imageMessages.uploading} {percent}%
        </span>
      </div>
    );
  }
  if (state.status === 'error')
    return (
      <p id={id} role="alert" className="text-xs font-medium text-danger">
        {state.message}
      </p>
    );
  return null;
}
