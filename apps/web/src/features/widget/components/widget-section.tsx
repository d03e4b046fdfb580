import { useState } from 'react';
import { widgetPaths, widgetSnippet } from '@shiplog/contract/widget-basics';
import type { Project } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SettingsSection } from '@/components/ui/settings-section';
import { DEFAULT_WIDGET_OPTIONS, WidgetOptionsForm, type WidgetOptions } from './widget-options';
import { WidgetPreview } from './widget-preview';
import { SnippetBlock } from './snippet-block';

const HEX = /^#[0-9a-f]{6}$/i;

/** The element's attributes for the chosen options: only those that differ from its defaults. */
export function snippetAttributes(options: WidgetOptions): Record<string, string> {
  const attrs: Record<string, string> = {};
  if (options.theme !== 'auto') attrs.theme = options.theme;
  if (options.open !== 'major') attrs.open = options.open;
  if (options.lang !== 'en') attrs.lang = options.lang;
  if (HEX.test(options.accent)) attrs.accent = options.accent;
  return attrs;
}

/** The iframe fallback's snippet, its options in the address. */
export function frameSnippet(origin: string, projectId: string, options: WidgetOptions) {
  const query = new URLSearchParams(snippetAttributes({ ...options, open: 'major' })).toString();
  const src = `${origin}${widgetPaths.frame(projectId)}${query ? `?${query}` : ''}`;
  return `<iframe src="${src.replaceAll('&', '&amp;')}" title="What's new" width="400" height="560" loading="lazy"></iframe>`;
}

/**
 * Project settings' 'What's new widget': the snippet that puts the project's updates in the
 * owner's own app (a bell with an unread badge), its options, a live preview and the iframe
 * fallback. Nothing is saved: the options live in the snippet.
 */
export function WidgetSection({ project }: { project: Project }) {
  const [options, setOptions] = useState<WidgetOptions>(DEFAULT_WIDGET_OPTIONS);
  const [previewing, setPreviewing] = useState(false);
  const origin = window.location.origin;
  const applied = { ...options, accent: HEX.test(options.accent) ? options.accent : '' };
  return (
    <SettingsSection
      id="widget"
      title="What's new widget"
      description="Show the project's updates inside your own app: a bell with an unread badge that opens the newest updates. Works under a strict Content Security Policy."
    >
      <div className="grid gap-6 p-6">
        {project.is_private && (
          <Alert variant="warning">
            The widget shows public projects only. Make the project public to embed it.
          </Alert>
        )}
        <WidgetOptionsForm value={options} onChange={setOptions} />
        <SnippetBlock
          id="widget-snippet"
          label="Snippet"
          code={widgetSnippet(origin, project.id, snippetAttributes(options))}
        />
        {/* The preview runs /widget.js in this page: only once the owner asks for it. */}
        {previewing ? (
          <WidgetPreview projectId={project.id} options={applied} />
        ) : (
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => setPreviewing(true)}>
              Show live preview
            </Button>
          </div>
        )}
        <SnippetBlock
          id="widget-frame"
          label="Iframe fallback"
          code={frameSnippet(origin, project.id, options)}
        />
        <p className="text-sm text-muted-foreground">
          Building your own? The same data is JSON at{' '}
          <code className="font-mono text-xs break-all">{`${origin}/api/projects/${project.id}/widget`}</code>
          .
        </p>
      </div>
    </SettingsSection>
  );
}
