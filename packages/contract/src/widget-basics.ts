/**
 * The What's new widget without schemas: its element's name, addresses, options and snippet, for
 * the element itself (built without zod) and the settings page. widget.ts re-exports all of this.
 */

/** How many published updates the widget's data carries, newest first. */
export const WIDGET_UPDATES = 20;
/** Longest excerpt of an update in the widget (its first lines, as plain text). */
export const WIDGET_EXCERPT_LENGTH = 240;

/** When the widget opens its panel by itself: never, for an unread major update, or for any unread update. */
export const WIDGET_OPEN_MODES = ['never', 'major', 'all'] as const;
export type WidgetOpenMode = (typeof WIDGET_OPEN_MODES)[number];
export const WIDGET_THEMES = ['auto', 'light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
/** The languages of the widget's own labels. */
export const WIDGET_LANGUAGES = ['en', 'de', 'fr'] as const;
export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number];

/** The element's name and the addresses an embedding site uses. */
export const widgetPaths = {
  element: 'shiplog-whats-new',
  script: '/widget.js',
  /** The iframe fallback: the same widget as a list, on a page of its own. */
  frame: (projectId: string) => `/projects/${encodeURIComponent(projectId)}/widget`,
} as const;

/** The snippet an owner pastes into their app. */
export function widgetSnippet(origin: string, projectId: string, attributes: Record<string, string> = {}) {
  const extra = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"`)
    .join('');
  return (
    `<script src="${origin}${widgetPaths.script}" async></script>\n` +
    `<${widgetPaths.element} project="${projectId}"${extra}></${widgetPaths.element}>`
  );
}

/** One published update as the widget's data carries it (widget.ts holds its schema). */
export interface WidgetFeedUpdate {
  id: string;
  title: string;
  type: string;
  is_major_update: boolean;
  published_at: string;
  excerpt: string;
  url: string;
}

/** The widget's data: the project and its newest published updates, newest first. */
export interface WidgetFeedData {
  project: { id: string; name: string; url: string };
  updates: WidgetFeedUpdate[];
}
