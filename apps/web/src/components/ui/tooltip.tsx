import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { cn } from '@/lib/cn';

/** How long a pointer rests on the trigger before the tooltip shows (focus shows it at once). */
const TOOLTIP_DELAY_MS = 300;

type Side = 'top' | 'right' | 'bottom' | 'left';

/** Where the bubble sits; the padding bridges the gap, so the pointer can move onto the bubble. */
const SIDES: Record<Side, string> = {
  top: 'bottom-full left-1/2 -translate-x-1/2 pb-1.5',
  bottom: 'top-full left-1/2 -translate-x-1/2 pt-1.5',
  left: 'right-full top-1/2 -translate-y-1/2 pr-1.5',
  right: 'left-full top-1/2 -translate-y-1/2 pl-1.5',
};

export interface TooltipProps {
  content: string;
  /** One focusable element (button, link): it is described by the tooltip while it shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  side?: Side;
  /** The bubble's classes. */
  className?: string;
  /** The box around the trigger (it holds the bubble); `relative inline-flex` by default. */
  wrapperClassName?: string;
}

/**
 * A short label for a control, shown on hover (after a moment) and on keyboard focus, hidden on
 * leave, blur and Escape; the pointer may move onto it. Drawn in place beside its trigger, with
 * no positioning library: the public pages show one per update and load nothing more for it.
 */
export function Tooltip({ content, children, side = 'top', className, wrapperClassName }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <span
      className={cn('relative inline-flex', wrapperClassName)}
      onPointerEnter={(event) => event.pointerType !== 'touch' && show(TOOLTIP_DELAY_MS)}
      onPointerLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
    >
      {open ? cloneElement(children, { 'aria-describedby': id }) : children}
      {open && (
        <span className={cn('absolute z-50 w-max max-w-xs', SIDES[side])}>
          <span
            role="tooltip"
            id={id}
            className={cn(
              'block animate-fade-in rounded-md border border-border bg-popover px-2.5 py-1.5 text-xs text-foreground shadow-popover',
              className,
            )}
          >
            {content}
          </span>
        </span>
      )}
    </span>
  );
}
