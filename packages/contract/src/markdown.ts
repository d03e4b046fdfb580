import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { MAX_LONG_DESCRIPTION_LENGTH } from './projects';
import { MAX_UPDATE_CONTENT_LENGTH } from './updates';

/**
 * Markdown: update contents and project long descriptions are written in it (CommonMark with
 * GFM tables, task lists and autolinks) and rendered by the server, which also highlights code.
 */
export const markdownMessages = {
  write: 'Write',
  preview: 'Preview',
  previewEmpty: 'Nothing to preview yet.',
  previewLoading: 'Rendering the preview…',
  previewFailed: 'Failed to render the preview. Please try again.',
  hint: 'Markdown: **bold**, *italic*, `code`, lists, [links](https://…), tables and ``` code blocks.',
} as const;

/** The longest Markdown an editor holds: a long description (an update's content is shorter). */
export const MAX_MARKDOWN_PREVIEW_LENGTH = Math.max(MAX_LONG_DESCRIPTION_LENGTH, MAX_UPDATE_CONTENT_LENGTH);

export const markdownPreviewBodySchema = z.object({
  markdown: z.string().max(MAX_MARKDOWN_PREVIEW_LENGTH),
});
export type MarkdownPreviewBody = z.infer<typeof markdownPreviewBodySchema>;

export const markdownPreviewSchema = z.object({
  /** Sanitized HTML, exactly as the public pages, feeds and mail show it. */
  html: z.string(),
});
export type MarkdownPreview = z.infer<typeof markdownPreviewSchema>;

export const markdownEndpoints = {
  previewMarkdown: defineEndpoint({
    id: 'previewMarkdown',
    method: 'POST',
    path: '/markdown/preview',
    summary: 'Markdown rendered as the public pages show it (the editors’ Preview tab)',
    tags: ['markdown'],
    auth: 'required',
    body: markdownPreviewBodySchema,
    status: 200,
    response: markdownPreviewSchema,
  }),
};
