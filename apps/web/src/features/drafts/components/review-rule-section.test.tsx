import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftMessages, type ReviewRule } from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderWithRouter, slow } from '@test/render';
import { draftScreenMessages } from '../lib/messages';
import { ReviewRuleSection } from './review-rule-section';

const REVIEW_RULE = '/api/projects/p1/review-rule';
const api = setUpApiServer();
const state = { rule: 'review' as ReviewRule };
beforeEach(() => {
  state.rule = 'review';
  api.reset({
    [`GET ${REVIEW_RULE}`]: () => ({ status: 200, body: { review_rule: state.rule } }),
    [`PUT ${REVIEW_RULE}`]: ({ body }) => {
      state.rule = (body as { review_rule: ReviewRule }).review_rule;
      return { status: 200, body: { review_rule: state.rule } };
    },
  });
});

function open() {
  const user = userEvent.setup({ delay: null });
  renderWithRouter(<ReviewRuleSection projectId="p1" />, { api: api.client });
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
    expect(api.calls(`PUT ${REVIEW_RULE}`)[0]?.body).toEqual({ review_rule: 'medium' });
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
    api.routes[`PUT ${REVIEW_RULE}`] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user, section } = open();
    await user.click(await section.findByRole('radio', { name: /at least Major/ }));
    await user.click(section.getByRole('button', { name: 'Save review settings' }));
    expect(await section.findByRole('alert')).toHaveTextContent(draftMessages.policySaveFailed);
    expect(section.getByRole('radio', { name: /at least Major/ })).toBeChecked();
  });

  it('says when the rule does not load, with a working retry', async () => {
    api.routes[`GET ${REVIEW_RULE}`] = () => apiError(503, 'UNAVAILABLE', 'Try later');
    const { user, section } = open();
    expect(await section.findByRole('alert')).toHaveTextContent(draftScreenMessages.policyLoadFailed);
    api.routes[`GET ${REVIEW_RULE}`] = () => ({ status: 200, body: { review_rule: 'major' } });
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('radio', { name: /at least Major/ })).toBeChecked();
  });
});
