import { useQuery } from '@tanstack/react-query';
import { markdownEndpoints } from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/markdown/preview: the text as the public pages will show it, fetched while shown. */
export function useMarkdownPreview(markdown: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['markdown-preview', markdown],
    queryFn: ({ signal }) =>
      callEndpoint(client, markdownEndpoints.previewMarkdown, { body: { markdown } }, { signal }),
    enabled: enabled && markdown.trim() !== '',
    staleTime: Infinity,
    retry: false,
  });
}
