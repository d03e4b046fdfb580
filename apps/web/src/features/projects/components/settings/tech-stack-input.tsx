import { X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { MAX_TECH_STACK_ITEMS } from '@shiplog/contract';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { controlProps, FormField } from '@/components/ui/form-field';

const MAX_TAG_LENGTH = 40;

export interface TechStackInputProps {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** The server's or the form's problem with the list. */
  error?: string | null;
  disabled?: boolean;
}

/** Technologies as chips: type and press Enter or a comma to add; Backspace or a chip's button removes. */
export function TechStackInput({ id, value, onChange, error, disabled }: TechStackInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  /** Adds the tags that fit, skipping duplicates; returns whether every one was taken. */
  function add(tags: string[]): boolean {
    const next = [...value];
    let message: string | null = null;
    for (const tag of tags.map((t) => t.trim()).filter(Boolean)) {
      if (tag.length > MAX_TAG_LENGTH) {
        message = `Keep each technology to ${MAX_TAG_LENGTH} characters or fewer`;
        break;
      }
      if (next.some((t) => t.toLowerCase() === tag.toLowerCase())) continue;
      if (next.length >= MAX_TECH_STACK_ITEMS) {
        message = `Add up to ${MAX_TECH_STACK_ITEMS} technologies`;
        break;
      }
      next.push(tag);
    }
    if (next.length !== value.length) onChange(next);
    setProblem(message);
    return message === null;
  }

  function type(text: string) {
    if (!text.includes(',')) return setDraft(text);
    const parts = text.split(',');
    const rest = parts.pop() ?? '';
    setDraft(add(parts) ? rest : text.replaceAll(',', ''));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && draft.trim()) {
      event.preventDefault();
      if (add([draft])) setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  function remove(tag: string) {
    onChange(value.filter((t) => t !== tag));
    setProblem(null);
    input.current?.focus();
  }

  const shown = problem ?? error;
  return (
    <FormField
      id={id}
      label="Tech stack"
      hint="Press Enter or type a comma to add a technology; Backspace removes the last one."
      error={shown}
    >
      {value.length > 0 && (
        <ul aria-label="Technologies" className="flex flex-wrap gap-2">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-1 pl-2.5 text-xs font-medium"
            >
              {tag}
              <button
                type="button"
                aria-label={`Remove ${tag}`}
                disabled={disabled}
                onClick={() => remove(tag)}
                className="rounded-full p-0.5 text-muted-foreground transition-colors hover:bg-secondary-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        {...controlProps(id, { hint: true, error: shown })}
        className={cn(fieldClasses, 'h-10')}
        placeholder={value.length ? 'Add another…' : 'React, TypeScript, PostgreSQL'}
        autoComplete="off"
        value={draft}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add([draft]) && setDraft('')}
      />
    </FormField>
  );
}
