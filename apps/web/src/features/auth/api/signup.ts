import { useMutation } from '@tanstack/react-query';
import { authEndpoints, type ResendConfirmationBody, type SignupBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * POST /api/auth/signup: always the same answer (a message telling the visitor to check their
 * inbox), whether or not the address already has an account.
 */
export function signup(client: ApiClient, body: SignupBody): Promise<{ message: string }> {
  return callEndpoint(client, authEndpoints.signUp, { body });
}

export function useSignup() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: SignupBody) => signup(client, body) });
}

/**
 * POST /api/auth/signup/resend: a new confirmation link (the same answer for any address),
 * leading back to `next` like the first one.
 */
export function resendConfirmation(
  client: ApiClient,
  body: ResendConfirmationBody,
): Promise<{ message: string }> {
  return callEndpoint(client, authEndpoints.resendConfirmation, { body });
}

export function useResendConfirmation() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: ResendConfirmationBody) => resendConfirmation(client, body) });
}
