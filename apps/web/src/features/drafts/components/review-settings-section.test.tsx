import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftMessages, type PublishPolicy } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderWithRouter, slow } from '@test/render';
import { draftScreenMessages } from '../lib/messages';
import { ReviewSettingsSection } from './review-settings-section';

const PUBLISHING = '/api/projects/p1/publishing';
const api = setUpApiServer();
const state = { policy: 'review' as PublishPolicy };
beforeEach(() => {
  state.policy = 'review';
  api.reset({
    [`GET ${PUBLISHING}`]: () => ({ status: 200, body: { publish_policy: state.policy } }),
    [`PUT ${PUBLISHING}`]: ({ body }) => {
      state.policy = (body as { publish_policy: PublishPolicy }).publish_policy;
      return { status: 200, body: { publish_policy: state.policy } };
    },
  });
});

function open() {
  const user = userEvent.setup({ delay: null });
  renderWithRouter(<ReviewSettingsSection projectId="p1" />, { api: api.client });
  return { user, section: within(screen.getByRole('region', { name: 'Review' })) };
}

const HOLD_ALL = 'Hold every generated update for review';
const MEDIUM = 'Publish automatically when significance is at least Medium, hold the rest';

describe("project settings' Review section", slow, () => {
  it('shows the stored rule, then saves another', async () => {
    const { user, section } = open();
    expect(section.getByRole('status', { name: 'Loading review settings' })).toBeInTheDocument();
    const group = within(await section.findByRole('group', { name: /When Shiplog writes an update/ }));
    expect(group.getAllByRole('radio')).toHaveLength(4);
    expect(group.getByRole('radio', { name: HOLD_ALL })).toBeChecked();
    expect(section.getByRole('button', { name: 'Save review settings' })).toBeDisabled();
    await user.click(group.getByRole('radio', { name: MEDIUM }));
    await user.click(section.getByRole('button', { name: 'Save review settings' }));
    expect(await section.findByText(draftMessages.policySaved)).toBeInTheDocument();
    expect(api.calls(`PUT ${PUBLISHING}`)[0]?.body).toEqual({ publish_policy: 'medium' });
    expect(group.getByRole('radio', { name: MEDIUM })).toBeChecked();
    expect(section.getByRole('button', { name: 'Save review settings' })).toBeDisabled();
    expect(section.getByRole('link', { name: 'Drafts' })).toHaveAttribute('href', '/drafts');
  });

  it('moves between the choices with the arrow keys', async () => {
    const { user, section } = open();
    const radio = await section.findByRole('radio', { name: HOLD_ALL });
    radio.focus();
    await user.keyboard('{ArrowDown}');
    expect(section.getByRole('radio', { name: /at least Minor/ })).toBeChecked();
    expect(section.getByRole('button', { name: 'Save review settings' })).toBeEnabled();
  });

  it(`says '${draftMessages.policySaveFailed}' when saving fails`, async () => {
    api.routes[`PUT ${PUBLISHING}`] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user, section } = open();
    await user.click(await section.findByRole('radio', { name: /at least Major/ }));
    await user.click(section.getByRole('button', { name: 'Save review settings' }));
    expect(await section.findByRole('alert')).toHaveTextContent(draftMessages.policySaveFailed);
    expect(section.getByRole('radio', { name: /at least Major/ })).toBeChecked();
  });

  it('says when the rule does not load, with a working retry', async () => {
    api.routes[`GET ${PUBLISHING}`] = () => apiError(503, 'UNAVAILABLE', 'Try later');
    const { user, section } = open();
    expect(await section.findByRole('alert')).toHaveTextContent(draftScreenMessages.policyLoadFailed);
    api.routes[`GET ${PUBLISHING}`] = () => ({ status: 200, body: { publish_policy: 'major' } });
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('radio', { name: /at least Major/ })).toBeChecked();
  });
});
