import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { ImagePlus } from 'lucide-react';
import type { UploadedImage } from '@shiplog/contract';
import { IMAGE_ACCEPT } from '@/components/image-upload/image-upload-button';
import { UploadStatus } from '@/components/image-upload/upload-status';
import { imageFileOf, useImageUpload } from '@/components/image-upload/use-image-upload';
import { Button } from '@/components/ui/button';

/** Alt text to start from: the file's name in words, or "Screenshot" for a pasted one. */
export function altTextOf(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return !words || /^image$/i.test(words) ? 'Screenshot' : words.replace(/[[\]]/g, '');
}

/** `text` with `insert` at the selection [start, end), and where the insert starts. */
function insertAt(text: string, start: number, end: number, insert: string) {
  const before = text.slice(0, start);
  const lead = before && !before.endsWith('\n') ? '\n' : '';
  const trail = text.slice(end).startsWith('\n') ? '' : '\n';
  return { value: `${before}${lead}${insert}${trail}${text.slice(end)}`, at: start + lead.length };
}

/**
 * Images in a Markdown textarea (found by `textareaId`): pasted, dropped or chosen, uploaded with
 * their progress, then written at the cursor as `![alt](url)` with the alt text selected, so
 * typing replaces it. A failed upload leaves the text as it was and says why.
 */
export function MarkdownImageTools(props: {
  textareaId: string;
  value: string;
  onChange: (value: string) => void;
  projectId?: string;
  disabled?: boolean;
}) {
  const { state, upload } = useImageUpload(props.projectId);
  const latest = useRef(props);
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();

  const addImage = async (file: File) => {
    const area = document.getElementById(latest.current.textareaId) as HTMLTextAreaElement | null;
    const start = area?.selectionStart ?? latest.current.value.length;
    const end = area?.selectionEnd ?? start;
    const image: UploadedImage | null = await upload(file, file.name || 'screenshot.png');
    if (!image) return;
    const alt = altTextOf(file.name);
    const { value, at } = insertAt(latest.current.value, start, end, `![${alt}](${image.url})`);
    selectAfter.current = { value, start: at + 2, end: at + 2 + alt.length };
    latest.current.onChange(value);
  };
  // Once the new value is in the textarea: the alt text selected, ready to be rewritten.
  const selectAfter = useRef<{ value: string; start: number; end: number } | null>(null);
  useLayoutEffect(() => {
    const pending = selectAfter.current;
    const area = document.getElementById(props.textareaId) as HTMLTextAreaElement | null;
    if (!pending || !area || area.value !== pending.value) return;
    selectAfter.current = null;
    area.focus();
    area.setSelectionRange(pending.start, pending.end);
  }, [props.value, props.textareaId]);
  // The listeners below are added once; they call the newest version.
  const add = useRef(addImage);
  useLayoutEffect(() => {
    latest.current = props;
    add.current = addImage;
  });

  useEffect(() => {
    const area = document.getElementById(props.textareaId);
    if (!area) return;
    const onPaste = (event: ClipboardEvent) => {
      const file = imageFileOf(event.clipboardData);
      if (!file || latest.current.disabled) return;
      event.preventDefault();
      void add.current(file);
    };
    const onDragOver = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      const file = imageFileOf(event.dataTransfer);
      if (!file || latest.current.disabled) return;
      event.preventDefault();
      void add.current(file);
    };
    area.addEventListener('paste', onPaste);
    area.addEventListener('dragover', onDragOver);
    area.addEventListener('drop', onDrop);
    return () => {
      area.removeEventListener('paste', onPaste);
      area.removeEventListener('dragover', onDragOver);
      area.removeEventListener('drop', onDrop);
    };
  }, [props.textareaId]);

  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={props.disabled || state.status === 'uploading'}
        aria-describedby={state.status === 'idle' ? undefined : statusId}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        Add image
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void add.current(file);
          event.target.value = '';
        }}
      />
      {state.status === 'idle' ? (
        <span className="text-xs text-muted-foreground">or paste or drop a screenshot</span>
      ) : (
        <UploadStatus state={state} id={statusId} />
      )}
    </div>
  );
}
