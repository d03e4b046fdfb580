export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="fixed top-3 left-3 z-[60] -translate-y-20 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-popover transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
