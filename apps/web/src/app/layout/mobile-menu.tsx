import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** The panel (and Radix's dialog) is fetched the first time the menu opens. */
const MobileMenuPanel = lazy(async () => ({
  default: (await import('./mobile-menu-panel')).MobileMenuPanel,
}));

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The header's items below the md breakpoint, in a panel under the header. Non-modal on purpose:
 * the toggle stays visible and operable (aria-expanded); Escape and outside clicks close it and
 * focus returns to the toggle. The header closes it on every navigation.
 */
export function MobileMenu({ open, onOpenChange }: MobileMenuProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className="-mr-2 md:hidden"
        onClick={() => onOpenChange(!open)}
      >
        {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} open={open} onOpenChange={onOpenChange} toggleRef={toggleRef} />
        </Suspense>
      )}
    </>
  );
}
