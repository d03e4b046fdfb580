import { useState, type ReactNode } from 'react';
import { markdownMessages } from '@shiplog/contract';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMarkdownPreview } from './use-markdown-preview';

/**
 * Write / Preview tabs around a Markdown textarea (`children`). The textarea stays mounted while
 * the preview shows, so its label, value and focus survive; the preview is the server's render.
 */
export function MarkdownEditor({ value, children }: { value: string; children: ReactNode }) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const preview = useMarkdownPreview(value, tab === 'preview');
  return (
    <Tabs value={tab} onValueChange={(next) => setTab(next as 'write' | 'preview')}>
      <TabsList aria-label="Editor" className="mb-2">
        <TabsTrigger value="write">{markdownMessages.write}</TabsTrigger>
        <TabsTrigger value="preview">{markdownMessages.preview}</TabsTrigger>
      </TabsList>
      <TabsContent value="write" forceMount className="mt-0 data-[state=inactive]:hidden">
        {children}
      </TabsContent>
      <TabsContent
        value="preview"
        className="mt-0 min-h-32 rounded-lg border border-border bg-background px-4 py-3"
      >
        {!value.trim() ? (
          <p className="text-sm text-muted-foreground">{markdownMessages.previewEmpty}</p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-danger">
            {markdownMessages.previewFailed}
          </p>
        ) : preview.data ? (
          <RenderedMarkdown html={preview.data.html} className="text-sm leading-6" />
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size="sm" /> {markdownMessages.previewLoading}
          </p>
        )}
      </TabsContent>
    </Tabs>
  );
}
