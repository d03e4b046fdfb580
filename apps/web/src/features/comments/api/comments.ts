import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { endpointPath, NEXT_CURSOR_HEADER, type Comment } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { isApiError } from '@/lib/api-error';
import { callEndpoint } from '@/lib/call-endpoint';
import { takeInitialAnswer } from '@/lib/initial-answers';
import { fetchListPage, listItems, patchListPages, type ListPage, type ListPages } from '@/lib/list-pages';
import { commentKeys } from './query-keys';
import { commentApi } from './endpoints';

export type CommentPages = ListPages<Comment>;

/** GET /api/updates/{id}/comments: oldest first, a page at a time (`after` the last one read). */
export function getComments(
  client: ApiClient,
  updateId: string,
  after: string | null,
  signal?: AbortSignal,
): Promise<ListPage<Comment>> {
  return fetchListPage((onHeaders) =>
    callEndpoint(
      client,
      commentApi.listComments,
      { params: { id: updateId }, query: { after: after ?? undefined } },
      { signal, onHeaders },
    ),
  );
}

/** The first page an update's own page arrived with, if it did. */
function initialPages(updateId: string): InfiniteData<ListPage<Comment>, string | null> | undefined {
  const answer = takeInitialAnswer(endpointPath(commentApi.listComments, { id: updateId }));
  if (!answer) return undefined;
  const page = { items: answer.body as Comment[], nextCursor: answer.headers[NEXT_CURSOR_HEADER] ?? null };
  return { pages: [page], pageParams: [null] };
}

/**
 * The comments of an update, fetched only once the list is opened, a page at a time. An
 * update's own page opens them at once and arrives with the first page (the server wrote the
 * answer into it).
 */
export function useComments(updateId: string, enabled: boolean) {
  const client = useApiClient();
  const query = useInfiniteQuery({
    initialData: () => initialPages(updateId),
    queryKey: commentKeys.list(updateId),
    queryFn: ({ pageParam, signal }) =>
      getComments(client, updateId, pageParam, signal).catch((error: unknown) => {
        // A list closed (or a page left) before its comments came is not a failure.
        if (!(isApiError(error) && error.code === 'ABORTED')) console.error('Failed to load comments', error);
        throw error;
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  return { ...query, comments: listItems(query.data, (comment) => comment.id) };
}

type Patch = (list: Comment[]) => Comment[];

/**
 * Writes share one shape: the server's answer patches the cached list; failures are only logged.
 * A load of the list still on its way was asked before the write and would answer without it:
 * it is cancelled, and the list asked again after the patch.
 */
function useCommentMutation<V>(updateId: string, run: (client: ApiClient, vars: V) => Promise<Patch>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => run(client, vars),
    onSuccess: async (patch) => {
      const queryKey = commentKeys.list(updateId);
      const loading = queryClient.isFetching({ queryKey }) > 0;
      if (loading) await queryClient.cancelQueries({ queryKey });
      // A first load cancelled: the list is asked again whole, not shown with only this comment.
      queryClient.setQueryData<CommentPages>(queryKey, (pages) => patchListPages(pages, patch));
      if (loading) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => console.error('Failed to change the comment', error),
  });
}

/** POST /api/updates/{id}/comments: signed in only. */
export function useAddComment(updateId: string) {
  return useCommentMutation(updateId, async (client, content: string) => {
    const added = await callEndpoint(client, commentApi.createComment, {
      params: { id: updateId },
      body: { content },
    });
    return (list) => [...list.filter((c) => c.id !== added.id), added];
  });
}

/** PUT /api/updates/{id}/comments/{commentId}: only the author may (the server checks). */
export function useEditComment(updateId: string) {
  return useCommentMutation(updateId, async (client, vars: { commentId: string; content: string }) => {
    const saved = await callEndpoint(client, commentApi.editComment, {
      params: { id: updateId, commentId: vars.commentId },
      body: { content: vars.content },
    });
    return (list) => list.map((c) => (c.id === saved.id ? saved : c));
  });
}

/** DELETE /api/updates/{id}/comments/{commentId}: only the author may (the server checks). */
export function useDeleteComment(updateId: string) {
  return useCommentMutation(updateId, async (client, commentId: string) => {
    await callEndpoint(client, commentApi.deleteComment, { params: { id: updateId, commentId } });
    return (list) => list.filter((c) => c.id !== commentId);
  });
}

/** Forgets the comments of an update that is gone. */
export function useForgetComments() {
  const queryClient = useQueryClient();
  return (updateId: string) => queryClient.removeQueries({ queryKey: commentKeys.list(updateId) });
}
