import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomDomain } from '@shiplog/contract';
import type { ApiServer } from '@test/api-server';
import { renderWithRouter } from '@test/render';
import { CustomDomainSection } from '../components/custom-domain-section';

export const DOMAIN = '/api/projects/p1/domain';
export const VERIFY = 'POST /api/projects/p1/domain/verify';

export function makeDomain(overrides: Partial<CustomDomain> = {}): CustomDomain {
  return {
    domain: 'updates.acme.dev',
    status: 'pending',
    error: null,
    dns_records: [
      { type: 'CNAME', name: 'updates.acme.dev', content: 'shiplog.example.com', ttl: 3600 },
      { type: 'TXT', name: '_shiplog.updates.acme.dev', content: 'shiplog-verify=tok3n', ttl: 3600 },
    ],
    verified_at: null,
    checked_at: null,
    ...overrides,
  };
}

export function openDomainSection(api: ApiServer, advanceTimers?: (ms: number) => void) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : { delay: null });
  const view = renderWithRouter(<CustomDomainSection projectId="p1" />, { api: api.client });
  const section = within(screen.getByRole('region', { name: 'Custom Domain' }));
  return { ...view, user, section };
}
