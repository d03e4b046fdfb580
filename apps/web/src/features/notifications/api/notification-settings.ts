import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints, type NotificationSettings } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

export const notificationSettingsKey = ['notifications', 'settings'] as const;

/** GET /api/account/notifications: which mails the signed-in user gets. */
export function getNotificationSettings(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<NotificationSettings> {
  return callEndpoint(client, notificationEndpoints.getNotificationSettings, {}, { signal });
}

/** PUT /api/account/notifications: the saved settings. */
export function saveNotificationSettings(
  client: ApiClient,
  body: NotificationSettings,
): Promise<NotificationSettings> {
  return callEndpoint(client, notificationEndpoints.saveNotificationSettings, { body });
}

export function notificationSettingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => getNotificationSettings(client, signal),
    retry: false,
  });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions(useApiClient()));
}

/** Saves the settings; the switch shows the new value at once and goes back if saving fails. */
export function useSaveNotificationSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) => saveNotificationSettings(client, body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsKey);
      queryClient.setQueryData(notificationSettingsKey, body);
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(notificationSettingsKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsKey, saved),
  });
}
