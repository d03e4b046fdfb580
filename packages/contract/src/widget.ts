import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { projectIdParamsSchema } from './projects';
import { updateTypeSchema } from './updates';
import { WIDGET_UPDATES } from './widget-basics';

export * from './widget-basics';

/** One published update as the widget shows it. */
export const widgetUpdateSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: updateTypeSchema,
  is_major_update: z.boolean(),
  published_at: z.string(),
  /** The first lines of its text, as plain text (no Markdown, no HTML). */
  excerpt: z.string(),
  /** The update's own page (absolute). */
  url: z.string(),
});
export type WidgetUpdate = z.infer<typeof widgetUpdateSchema>;

/** GET /api/projects/{id}/widget: the project and its newest published updates. */
export const widgetFeedSchema = z.object({
  project: z.object({ id: z.string(), name: z.string(), url: z.string() }),
  updates: z.array(widgetUpdateSchema).max(WIDGET_UPDATES),
});
export type WidgetFeed = z.infer<typeof widgetFeedSchema>;

export const widgetEndpoints = {
  getProjectWidgetFeed: defineEndpoint({
    id: 'getProjectWidgetFeed',
    method: 'GET',
    path: '/projects/:id/widget',
    summary:
      "The newest published updates of a public project for the What's new widget or your own UI " +
      '(any origin may read it: CORS `*`; ETag and 304; private projects are 404)',
    tags: ['widget'],
    auth: 'none',
    params: projectIdParamsSchema,
    status: 200,
    response: widgetFeedSchema,
  }),
} as const;
