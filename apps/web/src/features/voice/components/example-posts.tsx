import { Plus, Quote, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MAX_VOICE_EXAMPLE_LENGTH, MAX_VOICE_EXAMPLES } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { controlProps } from '@/components/ui/form-field';

export interface ExamplePostsProps {
  id: string;
  examples: string[];
  errors: Record<number, string>;
  disabled: boolean;
  onChange: (index: number, text: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/**
 * Up to three of the owner's own posts, each in its own box: the writer imitates their style,
 * never their facts. Adding focuses the new box; removing focuses the one before (or Add).
 */
export function ExamplePosts({
  id,
  examples,
  errors,
  disabled,
  onChange,
  onAdd,
  onRemove,
}: ExamplePostsProps) {
  const list = useRef<HTMLDivElement>(null);
  const focusAt = useRef<number | 'add' | null>(null);
  useEffect(() => {
    const target = focusAt.current;
    focusAt.current = null;
    if (target === null) return;
    list.current?.ownerDocument.getElementById(target === 'add' ? `${id}-add` : `${id}-${target}`)?.focus();
  }, [examples.length, id]);

  const full = examples.length >= MAX_VOICE_EXAMPLES;
  return (
    <fieldset className="grid gap-3" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Example posts</legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-muted-foreground">
        Up to {MAX_VOICE_EXAMPLES} posts you wrote yourself. Shiplog imitates how they read (how they open,
        emoji, length), never what they say.
      </p>
      <div ref={list} className="grid gap-3">
        {examples.length === 0 && (
          <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed border-border-strong px-4 py-6 text-center">
            <Quote aria-hidden className="size-4 text-muted-foreground" />
            <p className="text-sm font-medium">No example posts yet</p>
            <p className="text-xs text-muted-foreground">Without them, the tone alone sets the style.</p>
          </div>
        )}
        {examples.map((text, index) => {
          const boxId = `${id}-${index}`;
          const error = errors[index];
          return (
            <div key={index} className="grid gap-1.5">
              <div className="flex items-center justify-between gap-3">
                <label htmlFor={boxId} className="text-xs font-medium text-muted-foreground">
                  Example {index + 1}
                </label>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  aria-label={`Remove example ${index + 1}`}
                  onClick={() => {
                    focusAt.current = index > 0 ? index - 1 : 'add';
                    onRemove(index);
                  }}
                >
                  <Trash2 aria-hidden className="size-3.5" />
                  Remove
                </Button>
              </div>
              <Textarea
                {...controlProps(boxId, { error })}
                rows={3}
                value={text}
                disabled={disabled}
                maxLength={MAX_VOICE_EXAMPLE_LENGTH + 200}
                placeholder="Paste a post you wrote…"
                onChange={(event) => onChange(index, event.target.value)}
              />
              {error && (
                <p id={`${boxId}-error`} className="text-xs font-medium text-danger">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div>
          <Button
            id={`${id}-add`}
            type="button"
            size="sm"
            variant="secondary"
            disabled={disabled || full}
            onClick={() => {
              focusAt.current = examples.length;
              onAdd();
            }}
          >
            <Plus aria-hidden className="size-3.5" />
            Add example post
          </Button>
          {full && (
            <span className="ml-3 text-xs text-muted-foreground">That is the most the writer reads.</span>
          )}
        </div>
      </div>
    </fieldset>
  );
}
