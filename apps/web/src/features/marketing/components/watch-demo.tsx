import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

// The walkthrough is only fetched when someone opens the demo: the landing page stays small.
const DemoWalkthrough = lazy(async () => ({
  default: (await import('./demo-walkthrough')).DemoWalkthrough,
}));

/** 'Watch Demo' and the dialog with an animated commit → post → public page walkthrough. */
export function WatchDemo() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" variant="secondary">
          <PlayCircle aria-hidden className="size-4" /> Watch Demo
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Shiplog in 10 seconds</DialogTitle>
          <DialogDescription>
            A commit goes in, a post comes out, and your public changelog updates itself.
          </DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense
            fallback={
              <div className="flex h-72 items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <DemoWalkthrough />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
