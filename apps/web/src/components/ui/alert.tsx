import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  info: { icon: Info, classes: 'border-info/30 bg-info-muted text-info' },
  success: { icon: CircleCheck, classes: 'border-success/30 bg-success-muted text-success' },
  warning: { icon: TriangleAlert, classes: 'border-warning/30 bg-warning-muted text-warning' },
  error: { icon: CircleAlert, classes: 'border-danger/30 bg-danger-muted text-danger' },
} as const;

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant?: keyof typeof variants;
  title?: ReactNode;
  /** Buttons or links shown on the right. */
  action?: ReactNode;
}

/** An inline banner. Errors are announced assertively, the rest politely. */
export function Alert({ variant = 'info', title, action, className, children, ...props }: AlertProps) {
  const { icon: Icon, classes } = variants[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', classes, className)}
      {...props}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-medium">{title}</p>}
        {children && <div className="text-foreground/85">{children}</div>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
