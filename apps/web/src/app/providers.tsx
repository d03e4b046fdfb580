import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { api, type ApiClient } from '@/lib/api-client';
import { ApiClientProvider } from '@/lib/api-context';
import { createQueryClient } from './query-client';

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
        <TooltipProvider delayDuration={300}>
          {children}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </ApiClientProvider>
  );
}
