import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { markdownMessages } from '@shiplog/contract';
import { Textarea } from '@/components/ui/textarea';
import { apiError, setUpApiServer } from '@test/api-server';
import { deferred } from '@test/fixtures';
import { renderWithRouter, signedInSession, slow } from '@test/render';
import { MarkdownEditor } from './markdown-editor';

const api = setUpApiServer();
beforeEach(() => api.reset());

function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="body">Content</label>
      <MarkdownEditor value={value}>
        <Textarea id="body" value={value} onChange={(event) => setValue(event.target.value)} />
      </MarkdownEditor>
    </>
  );
}

const render = (initial?: string) =>
  renderWithRouter(<Editor initial={initial} />, { session: signedInSession, api: api.client });

describe('the Markdown editor', slow, () => {
  it('shows the server’s render of what was written on Preview, and keeps the text on Write', async () => {
    api.reset({
      'POST /api/markdown/preview': () => ({ status: 200, body: { html: '<h2>Highlights</h2>' } }),
    });
    const user = userEvent.setup({ delay: null });
    render();
    await user.type(screen.getByLabelText('Content'), '## Highlights');
    await user.click(screen.getByRole('tab', { name: markdownMessages.preview }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Highlights' })).toBeInTheDocument();
    expect(api.calls('POST /api/markdown/preview').map((r) => r.body)).toEqual([
      { markdown: '## Highlights' },
    ]);
    await user.click(screen.getByRole('tab', { name: markdownMessages.write }));
    expect(screen.getByLabelText('Content')).toHaveValue('## Highlights');
    expect(screen.getByLabelText('Content')).toBeVisible();
  });

  it('says the preview is being rendered while the server answers', async () => {
    const reply = deferred();
    api.reset({
      'POST /api/markdown/preview': async () => {
        await reply.promise;
        return { status: 200, body: { html: '<p><strong>bold</strong></p>' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    render('**bold**');
    await user.click(screen.getByRole('tab', { name: markdownMessages.preview }));
    expect(await screen.findByRole('status')).toHaveTextContent(markdownMessages.previewLoading);
    reply.resolve();
    expect(await screen.findByText('bold')).toHaveProperty('tagName', 'STRONG');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says there is nothing to preview without asking the server', async () => {
    const user = userEvent.setup({ delay: null });
    render();
    await user.click(screen.getByRole('tab', { name: markdownMessages.preview }));
    expect(screen.getByText(markdownMessages.previewEmpty)).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('says when the preview failed', async () => {
    api.reset({ 'POST /api/markdown/preview': () => apiError(500, 'INTERNAL', 'Boom') });
    const user = userEvent.setup({ delay: null });
    render('**bold**');
    await user.click(screen.getByRole('tab', { name: markdownMessages.preview }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(markdownMessages.previewFailed));
  });
});
