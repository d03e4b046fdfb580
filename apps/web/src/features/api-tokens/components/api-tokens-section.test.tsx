import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiTokenMessages, type ApiToken } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderRoutes } from '@test/render';
import { ApiTokensSection } from './api-tokens-section';

const api = setUpApiServer();

const VALUE = `shp_${'a1B2c3D4e5'.repeat(4)}xyZ`;
const day = 864e5;
const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: 'tok-1',
  name: 'Laptop',
  scope: 'read',
  hint: 'wxyz',
  created_at: new Date(Date.now() - 10 * day).toISOString(),
  expires_at: new Date(Date.now() + 80 * day).toISOString(),
  last_used_at: null,
  ...overrides,
});

let stored: ApiToken[] = [];
beforeEach(() => {
  stored = [];
  api.reset({
    'GET /api/account/tokens': () => ({ status: 200, body: stored }),
    'POST /api/account/tokens': (req) => {
      const body = req.body as { name: string; scope: 'read' | 'write'; expires_in_days: number | null };
      const created = token({
        id: `tok-${stored.length + 2}`,
        name: body.name,
        scope: body.scope,
        hint: VALUE.slice(-4),
        created_at: new Date().toISOString(),
        expires_at: body.expires_in_days
          ? new Date(Date.now() + body.expires_in_days * day).toISOString()
          : null,
      });
      stored = [created, ...stored];
      return { status: 201, body: { token: VALUE, api_token: created } };
    },
    'DELETE /api/account/tokens/tok-1': () => {
      stored = stored.filter((t) => t.id !== 'tok-1');
      return { status: 204 };
    },
  });
});

const open = () =>
  renderRoutes([{ path: '/settings', element: <ApiTokensSection /> }], {
    path: '/settings',
    api: api.client,
  });
const section = () => within(screen.getByRole('region', { name: 'API tokens' }));

describe('API tokens settings', () => {
  it('says there are none yet, then creates one and shows its value once with a copy button', async () => {
    const user = userEvent.setup();
    open();
    expect(await section().findByText(apiTokenMessages.empty)).toBeInTheDocument();

    await user.type(section().getByRole('textbox', { name: 'Name' }), 'CI deploys');
    await user.click(section().getByRole('radio', { name: 'Read and write' }));
    await user.selectOptions(section().getByRole('combobox', { name: 'Expires after' }), '1 year');
    await user.click(section().getByRole('button', { name: 'Create token' }));

    await waitFor(() => expect(api.calls('POST /api/account/tokens')).toHaveLength(1));
    expect(api.calls('POST /api/account/tokens')[0]!.body).toEqual({
      name: 'CI deploys',
      scope: 'write',
      expires_in_days: 365,
    });
    const value = await section().findByRole('textbox', { name: 'New API token' });
    expect(value).toHaveValue(VALUE);
    expect(value).toHaveAccessibleDescription(apiTokenMessages.revealOnce);
    await user.click(section().getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(VALUE);
    expect(await screen.findByText(apiTokenMessages.copied)).toBeInTheDocument();

    const list = section().getByRole('list', { name: 'Your API tokens' });
    const row = within(within(list).getByText('CI deploys').closest('li')!);
    expect(row.getByText('Read and write')).toBeInTheDocument();
    expect(row.getByText(`shp_…${VALUE.slice(-4)}`)).toBeInTheDocument();
    expect(row.getByText(/Never used/)).toBeInTheDocument();
    // The form is empty again, and Done forgets the value for good.
    expect(section().getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await user.click(section().getByRole('button', { name: 'Done' }));
    expect(section().queryByRole('textbox', { name: 'New API token' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(VALUE)).not.toBeInTheDocument();
  });

  it("says how to install the shiplog command from this server, with the server's own address", async () => {
    const user = userEvent.setup();
    open();
    const note = within(await section().findByRole('group', { name: 'The shiplog command line' }));
    const origin = window.location.origin;
    const install = `npm install -g ${origin}/cli/shiplog.tgz`;
    expect(note.getByText(new RegExp(`^${install}\\s+shiplog login --url ${origin}$`))).toBeInTheDocument();
    expect(note.getByText('shiplog post --last')).toBeInTheDocument();
    await user.click(note.getByRole('button', { name: 'Copy the install command' }));
    expect(await navigator.clipboard.readText()).toBe(install);
    expect(await screen.findByText('Install command copied')).toBeInTheDocument();
  });

  it('asks for a name before sending, and shows what the server refuses', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await section().findByRole('button', { name: 'Create token' }));
    expect(await section().findByRole('alert')).toHaveTextContent(apiTokenMessages.nameRequired);
    expect(api.calls('POST /api/account/tokens')).toHaveLength(0);

    api.routes['POST /api/account/tokens'] = () => apiError(400, 'BAD_REQUEST', apiTokenMessages.tooMany);
    await user.type(section().getByRole('textbox', { name: 'Name' }), 'One more');
    await user.click(section().getByRole('button', { name: 'Create token' }));
    expect(await section().findByRole('alert')).toHaveTextContent(apiTokenMessages.tooMany);
    api.routes['POST /api/account/tokens'] = () => apiError(500, 'INTERNAL', 'Boom');
    await user.click(section().getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(section().getByRole('alert')).toHaveTextContent(apiTokenMessages.createFailed),
    );
    expect(section().queryByRole('textbox', { name: 'New API token' })).not.toBeInTheDocument();
  });

  it('lists each token with its scope, dates and last use, and marks expired ones', async () => {
    stored = [
      token({ id: 'tok-1', name: 'Laptop', last_used_at: new Date(Date.now() - 3 * 3600_000).toISOString() }),
      token({ id: 'tok-2', name: 'Forever', scope: 'write', expires_at: null }),
      token({ id: 'tok-3', name: 'Old CI', expires_at: new Date(Date.now() - day).toISOString() }),
    ];
    open();
    const rows = await section().findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Laptop\s*Read.*Expires .* · Last used 3 hours agoRevoke$/),
      expect.stringMatching(/^Forever\s*Read and write.*Never expires · Never usedRevoke$/),
      expect.stringMatching(/^Old CI\s*ReadExpired.*Expired .* · Never usedRevoke$/),
    ]);
  });

  it('revokes a token after a confirmation, and keeps the dialog open with the reason when it fails', async () => {
    const user = userEvent.setup();
    stored = [token({ id: 'tok-1', name: 'Laptop' }), token({ id: 'tok-2', name: 'Desktop' })];
    api.routes['DELETE /api/account/tokens/tok-2'] = () => apiError(500, 'INTERNAL', 'Boom');
    open();

    await user.click(await section().findByRole('button', { name: 'Revoke Desktop' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke “Desktop”?' });
    expect(dialog).toHaveTextContent(apiTokenMessages.revokeConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(apiTokenMessages.revokeFailed);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(section().getByText('Desktop')).toBeInTheDocument();

    await user.click(section().getByRole('button', { name: 'Revoke Laptop' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke “Laptop”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/account/tokens/tok-1')).toHaveLength(1);
    expect(await screen.findByText(apiTokenMessages.revokedToast)).toBeInTheDocument();
    await waitFor(() => expect(section().queryByText('Laptop')).not.toBeInTheDocument());
    expect(section().getByText('Desktop')).toBeInTheDocument();
  });

  it('offers to try again when the tokens cannot be loaded', async () => {
    const user = userEvent.setup();
    api.routes['GET /api/account/tokens'] = () => apiError(503, 'SERVICE_UNAVAILABLE', 'Down');
    open();
    expect(await section().findByRole('alert')).toHaveTextContent(apiTokenMessages.loadFailed);
    api.routes['GET /api/account/tokens'] = () => ({ status: 200, body: [token()] });
    await user.click(section().getByRole('button', { name: 'Try again' }));
    expect(await section().findByText('Laptop')).toBeInTheDocument();
  });
});
