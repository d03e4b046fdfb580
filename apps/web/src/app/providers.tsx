import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { api, type ApiClient } from '@/lib/api-client';
import { ApiClientProvider } from '@/lib/api-context';
import { createQueryClient } from './query-client';

/** Fetched right after the first render: toasts follow actions, never the first paint. */
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (e.g. with a preset session). */
  queryClient?: QueryClient;
  /** Tests pass a client pointed at a local server. */
  apiClient?: ApiClient;
}

export function AppProviders({ children, queryClient, apiClient = api }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ApiClientProvider client={apiClient}>
      <QueryClientProvider client={client}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}
