import { useMutation } from '@tanstack/react-query';
import { postEndpoints, type GeneratePostBody, type Post } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/ai/generate-post: a social post written from one commit; it comes back under `post`. */
export async function generateProjectPost(client: ApiClient, body: GeneratePostBody): Promise<Post> {
  const { post } = await callEndpoint(client, postEndpoints.generateProjectPost, { body });
  return post;
}

export function useGenerateProjectPost() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: GeneratePostBody) => generateProjectPost(client, body) });
}
