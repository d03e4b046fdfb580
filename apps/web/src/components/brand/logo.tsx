import { cn } from '@/lib/cn';

/** The Shiplog mark: a sail boat on a violet tile. The drawing of public/favicon.svg, without ids so it can appear twice on a page. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-7', className)}>
      <rect width="32" height="32" rx="8" fill="#6e56f8" />
      <path d="M8 0h16a8 8 0 0 1 8 8v8H0V8a8 8 0 0 1 8-8z" fill="#fff" fillOpacity=".08" />
      <path d="M9 21.5h14l-2.2 3.5H11.2z" fill="#fff" />
      <path d="M15 7v12.5H9.5z" fill="#fff" fillOpacity=".95" />
      <path d="M17 9.5v10h5z" fill="#fff" fillOpacity=".7" />
    </svg>
  );
}

/** Mark and word mark; its accessible name is 'Shiplog'. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-[1.05rem] font-semibold tracking-tight text-foreground">Shiplog</span>
    </span>
  );
}
