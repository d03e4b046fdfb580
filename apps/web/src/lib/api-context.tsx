import { createContext, useContext, type ReactNode } from 'react';
import { api, type ApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient>(api);

/** Lets tests point every hook at a real local server; the app uses the default `api` client. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The API client hooks call through. */
export function useApiClient(): ApiClient {
  return useContext(ApiClientContext);
}
