import { Toaster as Sonner } from 'sonner';

/** Mounted once in the providers; call `toast()` from 'sonner' anywhere. */
export function Toaster() {
  return (
    <Sonner
      theme="dark"
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: '!rounded-lg !border !border-border !bg-popover !text-foreground !shadow-popover !font-sans',
          description: '!text-muted-foreground',
          actionButton: '!bg-primary !text-primary-foreground',
          cancelButton: '!bg-secondary !text-foreground',
          closeButton: '!border-border !bg-popover !text-muted-foreground',
          success: '[&_[data-icon]]:!text-success',
          error: '[&_[data-icon]]:!text-danger',
          info: '[&_[data-icon]]:!text-info',
          warning: '[&_[data-icon]]:!text-warning',
        },
      }}
    />
  );
}
