import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

// The dialog and the walkthrough are only fetched when someone opens the demo: the landing page stays small.
const WatchDemoDialog = lazy(async () => ({
  default: (await import('./watch-demo-dialog')).WatchDemoDialog,
}));

/** 'Watch Demo' and the dialog with an animated commit → post → public page walkthrough. */
export function WatchDemo() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        size="lg"
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <PlayCircle aria-hidden className="size-4" /> Watch Demo
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <WatchDemoDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
