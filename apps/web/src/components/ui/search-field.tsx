import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** How long typing may pause before a search runs. */
const PAUSE_MS = 300;

export interface SearchFieldProps {
  /** The search in effect. */
  value: string;
  /** Runs once typing pauses (trimmed). */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}

/** A search box that searches as one types, after a pause; its label is for screen readers. */
export function SearchField({ value, onSearch, label, placeholder, maxLength, className }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div role="search" className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        className="h-9 pl-9"
      />
    </div>
  );
}
