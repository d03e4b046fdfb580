import { useState } from 'react';
import { type AVATAR_COLOURS, avatarColourIndex, initialsOf } from '@shiplog/contract/constants';
import { cn } from '@/lib/cn';

const sizes = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
} as const;

/** One per avatar colour of the contract, in its order (the server's generated SVGs use the same hues). */
const gradients = [
  'from-violet-600 to-indigo-800',
  'from-sky-700 to-blue-800',
  'from-emerald-700 to-teal-800',
  'from-amber-700 to-orange-800',
  'from-rose-600 to-pink-800',
  'from-fuchsia-700 to-purple-800',
] as const satisfies { length: typeof AVATAR_COLOURS };

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
  /**
   * `decor`: the initials are drawn by CSS, not written as text, for an avatar inside a control
   * whose name is its visible text (the text must then not start with initials it does not say).
   */
  initials?: 'text' | 'decor';
}

/**
 * The picture over initials on a colour derived from the name: the initials show while the
 * picture loads, and when there is none or it fails to load (white on every gradient passes AA).
 * Decorative: label the element that owns it.
 */
export function Avatar({ name, src, size = 'md', className, initials = 'text' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<AvatarProps['src']>();
  const showImage = Boolean(src) && failedSrc !== src;
  const failed = () => setFailedSrc(src);
  return (
    <span
      aria-hidden
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br font-semibold text-white ring-1 ring-white/10',
        gradients[avatarColourIndex(name)],
        sizes[size],
        className,
      )}
    >
      {initials === 'text' ? (
        initialsOf(name)
      ) : (
        <span data-initials={initialsOf(name)} className="before:content-[attr(data-initials)]" />
      )}
      {showImage && (
        <img
          // A picture in the server's HTML may fail before the app starts, unheard by onError:
          // done loading with no size, it failed (a browser draws a broken image).
          ref={(img) => void (img?.complete && !img.naturalWidth && failed())}
          src={src!} // showImage: there is one
          alt=""
          // Small and decorative: fetched when near the screen, never ahead of the page's text.
          // Until it has loaded (or if it fails), the initials under it show.
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
          referrerPolicy="no-referrer"
          onError={failed}
        />
      )}
    </span>
  );
}
