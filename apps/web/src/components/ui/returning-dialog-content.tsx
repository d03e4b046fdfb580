import { useState, type ComponentProps } from 'react';
import { DialogContent } from './dialog';

/**
 * DialogContent for dialogs opened without a DialogTrigger: closing gives focus back to whatever
 * had it when the dialog opened (Radix only returns it to a trigger). A caller's
 * onCloseAutoFocus that prevents the default keeps its own choice.
 */
export function ReturningDialogContent({ onCloseAutoFocus, ...props }: ComponentProps<typeof DialogContent>) {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (
    <DialogContent
      {...props}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        if (opener?.isConnected) opener.focus();
      }}
    />
  );
}
