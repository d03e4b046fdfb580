import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_BANNER_MS, domainMessages, type CustomDomain } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { DOMAIN, makeDomain, openDomainSection, VERIFY } from '../test/domains-kit';

const slow = { timeout: 20_000 };

const api = setUpApiServer();

let stored: CustomDomain | null;
beforeEach(() => {
  stored = null;
  api.reset({
    [`GET ${DOMAIN}`]: () => ({ status: 200, body: stored }),
    [`POST ${DOMAIN}`]: (req) => {
      stored = makeDomain({ domain: (req.body as { domain: string }).domain });
      return { status: 201, body: stored };
    },
  });
});
afterEach(() => vi.useRealTimers());

const INVALID = domainMessages.invalid(domainMessages.example);

describe('Custom Domain: adding one', slow, () => {
  it("reveals the form with 'Add custom domain', and hides it again on Cancel", async () => {
    const { user, section } = openDomainSection(api);
    expect(section.getByRole('status', { name: 'Loading custom domain' })).toBeInTheDocument();
    await user.click(await section.findByRole('button', { name: 'Add custom domain' }));
    expect(section.getByLabelText('Domain')).toHaveFocus();
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(section.queryByLabelText('Domain')).not.toBeInTheDocument();
    await waitFor(() => expect(section.getByRole('button', { name: 'Add custom domain' })).toHaveFocus());
  });

  it(`refuses a domain the rule rejects with '${INVALID}' and sends nothing`, async () => {
    const { user, section } = openDomainSection(api);
    await user.click(await section.findByRole('button', { name: 'Add custom domain' }));
    for (const bad of ['localhost', 'acme.d3v', 'no spaces.dev']) {
      await user.clear(section.getByLabelText('Domain'));
      await user.type(section.getByLabelText('Domain'), bad);
      await user.click(section.getByRole('button', { name: 'Add domain' }));
      expect(section.getByRole('alert')).toHaveTextContent(INVALID);
      expect(section.getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.calls(`POST ${DOMAIN}`)).toHaveLength(0);
  });

  it('sets the domain up (lower-cased): pending, the DNS records and the propagation note', async () => {
    const { user, section } = openDomainSection(api);
    await user.click(await section.findByRole('button', { name: 'Add custom domain' }));
    await user.type(section.getByLabelText('Domain'), ' Updates.Acme.DEV ');
    await user.click(section.getByRole('button', { name: 'Add domain' }));
    expect(await section.findByText('Pending')).toBeInTheDocument();
    expect(api.calls(`POST ${DOMAIN}`)[0]?.body).toEqual({ domain: 'updates.acme.dev' });
    const table = within(section.getByRole('table', { name: 'DNS records to create' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Type',
      'Name',
      'Content',
      'TTL',
    ]);
    const [, cname, txt] = table.getAllByRole('row');
    expect(within(cname!).getByText('shiplog.example.com')).toBeInTheDocument();
    expect(within(txt!).getByText('_shiplog.updates.acme.dev')).toBeInTheDocument();
    expect(within(txt!).getByText('shiplog-verify=tok3n')).toBeInTheDocument();
    expect(within(txt!).getByText('3600')).toBeInTheDocument();
    expect(section.getByText(domainMessages.propagation)).toBeInTheDocument();
    expect(domainMessages.propagation).toContain('24 to 48 hours');
  });

  it("shows the server's reason when it refuses the domain (taken by another project)", async () => {
    api.routes[`POST ${DOMAIN}`] = () => apiError(409, 'CONFLICT', domainMessages.taken);
    const { user, section } = openDomainSection(api);
    await user.click(await section.findByRole('button', { name: 'Add custom domain' }));
    await user.type(section.getByLabelText('Domain'), 'updates.acme.dev');
    await user.click(section.getByRole('button', { name: 'Add domain' }));
    expect(await section.findByRole('alert')).toHaveTextContent(domainMessages.taken);
    expect(section.getByLabelText('Domain')).toHaveValue('updates.acme.dev');
  });

  it(`says '${domainMessages.configureFailed}' when setting up fails`, async () => {
    api.routes[`POST ${DOMAIN}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = openDomainSection(api);
    await user.click(await section.findByRole('button', { name: 'Add custom domain' }));
    await user.type(section.getByLabelText('Domain'), 'updates.acme.dev');
    await user.click(section.getByRole('button', { name: 'Add domain' }));
    expect(await section.findByRole('alert')).toHaveTextContent(domainMessages.configureFailed);
  });

  it('shows an error with a working retry when the domain does not load', async () => {
    api.routes[`GET ${DOMAIN}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = openDomainSection(api);
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Failed to load the custom domain. Please try again.',
    );
    api.routes[`GET ${DOMAIN}`] = () => ({ status: 200, body: null });
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('button', { name: 'Add custom domain' })).toBeInTheDocument();
  });
});

describe('Custom Domain: a configured one', slow, () => {
  it(`copies each value and shows '${domainMessages.copied}' for 1 second`, async () => {
    stored = makeDomain();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { user, section } = openDomainSection(api, (ms) => vi.advanceTimersByTime(ms));
    await user.click(await section.findByRole('button', { name: 'Copy TXT content' }));
    expect(await navigator.clipboard.readText()).toBe('shiplog-verify=tok3n');
    const banner = await section.findByText(domainMessages.copied);
    expect(COPIED_BANNER_MS).toBe(1000);
    act(() => vi.advanceTimersByTime(900));
    expect(banner).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(section.queryByText(domainMessages.copied)).not.toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Copy CNAME content' }));
    expect(await navigator.clipboard.readText()).toBe('shiplog.example.com');
    await user.click(section.getByRole('button', { name: 'Copy TXT name' }));
    expect(await navigator.clipboard.readText()).toBe('_shiplog.updates.acme.dev');
  });

  it('verifies: pending becomes active', async () => {
    stored = makeDomain();
    api.routes[VERIFY] = () => {
      stored = makeDomain({ status: 'active', verified_at: '2025-03-05T10:00:00.000Z' });
      return { status: 200, body: stored };
    };
    const { user, section } = openDomainSection(api);
    await user.click(await section.findByRole('button', { name: 'Verify' }));
    expect(await section.findByText('Active')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'updates.acme.dev' })).toHaveAttribute(
      'href',
      'https://updates.acme.dev',
    );
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`shows the error text and '${domainMessages.verifyFailed}' when the records are wrong`, async () => {
    stored = makeDomain();
    const reason = domainMessages.txtMissing('_shiplog.updates.acme.dev');
    api.routes[VERIFY] = () => ({ status: 200, body: makeDomain({ status: 'error', error: reason }) });
    const { user, section } = openDomainSection(api);
    await user.click(await section.findByRole('button', { name: 'Verify' }));
    expect(await section.findByRole('alert')).toHaveTextContent(domainMessages.verifyFailed);
    expect(section.getByText('Error')).toBeInTheDocument();
    expect(section.getByText(reason)).toBeInTheDocument();
  });

  it(`says '${domainMessages.verifyFailed}' when verifying fails`, async () => {
    stored = makeDomain();
    api.routes[VERIFY] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = openDomainSection(api);
    await user.click(await section.findByRole('button', { name: 'Verify' }));
    expect(await section.findByRole('alert')).toHaveTextContent(domainMessages.verifyFailed);
    expect(section.getByText('Pending')).toBeInTheDocument();
  });

  it('removes the domain after a confirm step: back to none', async () => {
    stored = makeDomain({ status: 'active' });
    api.routes[`DELETE ${DOMAIN}`] = () => {
      stored = null;
      return { status: 204 };
    };
    const { user, section } = openDomainSection(api);
    await user.click(await section.findByRole('button', { name: 'Remove domain' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove the custom domain?' }));
    expect(dialog.getByText('updates.acme.dev')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove domain' }));
    expect(await section.findByRole('button', { name: 'Add custom domain' })).toBeInTheDocument();
    expect(api.calls(`DELETE ${DOMAIN}`)).toHaveLength(1);
    await waitFor(() => expect(section.getByRole('button', { name: 'Add custom domain' })).toHaveFocus());
  });

  it(`says '${domainMessages.deleteFailed}' and keeps the dialog open when removing fails`, async () => {
    stored = makeDomain();
    api.routes[`DELETE ${DOMAIN}`] = () => apiError(500, 'INTERNAL', 'boom');
    const { user, section } = openDomainSection(api);
    await user.click(await section.findByRole('button', { name: 'Remove domain' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove the custom domain?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove domain' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(domainMessages.deleteFailed);
    expect(screen.getByRole('dialog', { name: 'Remove the custom domain?' })).toBeInTheDocument();
  });
});
