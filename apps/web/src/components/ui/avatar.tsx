import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
} as const;

const gradients = [
  'from-violet-600 to-indigo-800',
  'from-sky-700 to-blue-800',
  'from-emerald-700 to-teal-800',
  'from-amber-700 to-orange-800',
  'from-rose-600 to-pink-800',
  'from-fuchsia-700 to-purple-800',
] as const;

/** 'Ada Lovelace' → 'AL'; 'ada@example.com' → 'A'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

function gradientFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return gradients[hash % gradients.length] ?? gradients[0];
}

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
}

/**
 * The picture, or initials on a colour derived from the name when there is none or it fails to load
 * (white on every gradient passes AA). Decorative: label the element that owns it.
 */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      aria-hidden
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br font-semibold text-white ring-1 ring-white/10',
        gradientFor(name),
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
