import { useEffect } from 'react';
import { widgetPaths } from '@shiplog/contract/widget-basics';
import type { WidgetOptions } from './widget-options';

type WidgetAttributes = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
  project: string;
  theme?: string;
  accent?: string;
  open?: string;
  align?: string;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'shiplog-whats-new': WidgetAttributes;
    }
  }
}

/** Adds /widget.js to this page once: the preview runs the very file other sites embed. */
function useWidgetScript() {
  useEffect(() => {
    if (customElements.get(widgetPaths.element)) return;
    if (document.querySelector(`script[src="${widgetPaths.script}"]`)) return;
    const script = document.createElement('script');
    script.src = widgetPaths.script;
    script.async = true;
    document.head.append(script);
  }, []);
}

/**
 * The widget as the owner's app would show it, with the chosen options: a stand-in app bar with
 * the bell at its end. It never opens by itself here.
 */
export function WidgetPreview({ projectId, options }: { projectId: string; options: WidgetOptions }) {
  useWidgetScript();
  const dark = options.theme === 'dark';
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Live preview</figcaption>
      <div
        data-theme-preview={options.theme}
        className={
          dark
            ? 'min-h-24 rounded-lg sm:min-h-[38rem] border border-border bg-gray-950 text-gray-100'
            : 'min-h-24 rounded-lg sm:min-h-[38rem] border border-border bg-white text-gray-900'
        }
      >
        <div className="flex items-center justify-between gap-3 border-b border-current/10 px-4 py-3">
          <span className="text-sm font-semibold">Your app</span>
          <shiplog-whats-new
            key={`${projectId}-${options.lang}`}
            project={projectId}
            theme={options.theme === 'auto' ? undefined : options.theme}
            accent={options.accent || undefined}
            lang={options.lang}
            open="never"
          />
        </div>
      </div>
    </figure>
  );
}
