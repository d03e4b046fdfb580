import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { postEndpoints, type Post, type SchedulePostBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { patchPosts } from './get-posts';

/** PUT /api/posts/{id}/schedule: mailed to its owner, ready to share, at `at` (picked in `time_zone`). */
export function schedulePost(client: ApiClient, id: string, body: SchedulePostBody): Promise<Post> {
  return callEndpoint(client, postEndpoints.schedulePost, { params: { id }, body });
}

/** DELETE /api/posts/{id}/schedule: cancels the schedule, or clears the reminder that went out. */
export function unschedulePost(client: ApiClient, id: string): Promise<Post> {
  return callEndpoint(client, postEndpoints.unschedulePost, { params: { id } });
}

/** The saved post in place of the listed one. */
const replaceInList = (queryClient: QueryClient, saved: Post) =>
  patchPosts(queryClient, (list) => list.map((post) => (post.id === saved.id ? saved : post)));

export function useSchedulePost(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchedulePostBody) => schedulePost(client, id, body),
    onSuccess: (saved) => replaceInList(queryClient, saved),
  });
}

export function useUnschedulePost(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unschedulePost(client, id),
    onSuccess: (saved) => replaceInList(queryClient, saved),
  });
}
