import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

export interface ShareDialogProps {
  /** The button beside the other share buttons, and its icon. */
  label: string;
  icon: ReactNode;
  title: string;
  description: string;
  describedBy?: string | undefined;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** A share target that needs a step of its own (a thread, a server to name): its button and its dialog. */
export function ShareDialog({
  label,
  icon,
  title,
  description,
  describedBy,
  onOpenChange,
  children,
}: ShareDialogProps) {
  return (
    <Dialog {...(onOpenChange ? { onOpenChange } : {})}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-describedby={describedBy}>
          {icon}
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
