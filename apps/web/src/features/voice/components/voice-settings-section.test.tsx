import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PROJECT_VOICE,
  projectVoiceBodySchema,
  voiceMessages,
  type ProjectVoice,
} from '@shiplog/contract';
import { apiError, setUpApiServer } from '@test/api-server';
import { renderWithRouter, slow } from '@test/render';
import { VoiceSettingsSection } from './voice-settings-section';

const VOICE = '/api/projects/p1/voice';
const api = setUpApiServer();
const state: { voice: ProjectVoice } = { voice: DEFAULT_PROJECT_VOICE };
beforeEach(() => {
  state.voice = DEFAULT_PROJECT_VOICE;
  api.reset({
    [`GET ${VOICE}`]: () => ({ status: 200, body: state.voice }),
    // The server's own rules: the contract's schema, as the real route applies it.
    [`PUT ${VOICE}`]: ({ body }) => {
      state.voice = projectVoiceBodySchema.parse(body);
      return { status: 200, body: state.voice };
    },
  });
});

function open() {
  const user = userEvent.setup({ delay: null });
  renderWithRouter(<VoiceSettingsSection projectId="p1" />, { api: api.client });
  return { user, section: within(screen.getByRole('region', { name: 'Voice' })) };
}

const save = (section: ReturnType<typeof open>['section']) =>
  section.getByRole('button', { name: 'Save voice' });

describe("project settings' Voice section", slow, () => {
  it('loads, then saves the voice as typed; the answer comes back normalised', async () => {
    const { user, section } = open();
    expect(section.getByRole('status', { name: 'Loading voice settings' })).toBeInTheDocument();
    const tone = await section.findByRole('combobox', { name: 'Default tone' });
    expect(tone).toHaveValue('professional');
    expect(section.getByText('No example posts yet')).toBeInTheDocument();
    expect(save(section)).toBeDisabled();

    await user.selectOptions(tone, 'casual');
    await user.type(
      section.getByLabelText('Phrases to avoid'),
      'excited to announce{Enter}{Enter}game changer',
    );
    await user.type(section.getByLabelText('Hashtags'), 'buildinpublic, #oss');
    await user.type(section.getByLabelText('Sign-off'), '— Ada');
    await user.click(section.getByRole('button', { name: 'Add example post' }));
    await user.type(section.getByLabelText('Example 1'), '🚀 Dark mode is here.');
    await user.click(save(section));

    expect(await section.findByText(voiceMessages.saved)).toBeInTheDocument();
    expect(api.calls(`PUT ${VOICE}`)[0]?.body).toEqual({
      tone: 'casual',
      avoid_phrases: ['excited to announce', 'game changer'],
      hashtags: ['buildinpublic', '#oss'],
      sign_off: '— Ada',
      examples: ['🚀 Dark mode is here.'],
    });
    expect(section.getByLabelText('Hashtags')).toHaveValue('#buildinpublic #oss');
    expect(save(section)).toBeDisabled();
  });

  it("refuses what the contract refuses before sending, in the contract's words, and focuses the field", async () => {
    state.voice = { ...DEFAULT_PROJECT_VOICE, avoid_phrases: ['cheers'] };
    const { user, section } = open();
    const hashtags = await section.findByLabelText('Hashtags');
    await user.type(hashtags, '#oss #2024');
    await user.type(section.getByLabelText('Sign-off'), 'x'.repeat(81));
    await user.click(save(section));
    expect(hashtags).toHaveAttribute('aria-invalid', 'true');
    expect(hashtags).toHaveFocus();
    expect(hashtags).toHaveAccessibleDescription(
      expect.stringContaining(`“#2024”: ${voiceMessages.hashtagInvalid}`),
    );
    expect(section.getByLabelText('Sign-off')).toHaveAccessibleDescription(
      expect.stringContaining(voiceMessages.signOffTooLong),
    );
    expect(api.calls(`PUT ${VOICE}`)).toEqual([]);

    await user.clear(section.getByLabelText('Sign-off'));
    await user.type(section.getByLabelText('Sign-off'), 'Cheers, Ada');
    await user.clear(hashtags);
    await user.click(save(section));
    expect(await section.findByText(voiceMessages.usesAvoided('cheers'))).toBeInTheDocument();
    expect(api.calls(`PUT ${VOICE}`)).toEqual([]);
  });

  it("shows the server's problem with one example under that example", async () => {
    api.routes[`PUT ${VOICE}`] = () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Invalid request',
          issues: [{ path: 'body.examples.1', message: voiceMessages.exampleTooLong }],
        },
      },
    });
    const { user, section } = open();
    const add = await section.findByRole('button', { name: 'Add example post' });
    for (const text of ['First.', '', 'Third.']) {
      await user.click(add);
      if (text)
        await user.type(
          section.getByLabelText(`Example ${section.getAllByLabelText(/^Example \d$/).length}`),
          text,
        );
    }
    await user.click(save(section));
    // The blank second box is not sent: the server's second example is the third box.
    await section.findByText(voiceMessages.exampleTooLong);
    expect(section.getByLabelText('Example 3')).toHaveAccessibleDescription(voiceMessages.exampleTooLong);
    expect(section.getByLabelText('Example 1')).not.toHaveAttribute('aria-invalid');
    expect(api.calls(`PUT ${VOICE}`)[0]?.body).toMatchObject({ examples: ['First.', 'Third.'] });
  });

  it('adds up to three examples and removes them, from the keyboard, with focus where it belongs', async () => {
    const { user, section } = open();
    const add = await section.findByRole('button', { name: 'Add example post' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(section.getByLabelText('Example 1')).toHaveFocus();
    await user.keyboard('One');
    add.focus();
    await user.keyboard(' ');
    await user.click(add);
    expect(section.getByLabelText('Example 3')).toHaveFocus();
    expect(add).toBeDisabled();
    expect(section.getByText('That is the most the writer reads.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Remove example 3' }));
    expect(section.getByLabelText('Example 2')).toHaveFocus();
    await user.click(section.getByRole('button', { name: 'Remove example 1' }));
    await user.click(section.getByRole('button', { name: 'Remove example 1' }));
    expect(add).toHaveFocus();
    expect(section.getByText('No example posts yet')).toBeInTheDocument();
  });

  it(`says '${voiceMessages.saveFailed}' when saving fails, keeping what was typed`, async () => {
    api.routes[`PUT ${VOICE}`] = () => apiError(500, 'INTERNAL', 'Internal server error');
    const { user, section } = open();
    await user.type(await section.findByLabelText('Sign-off'), '— Ada');
    await user.click(save(section));
    expect(await section.findByRole('alert')).toHaveTextContent(voiceMessages.saveFailed);
    expect(section.getByLabelText('Sign-off')).toHaveValue('— Ada');
  });

  it('says when the voice does not load, with a working retry', async () => {
    api.routes[`GET ${VOICE}`] = () => apiError(503, 'UNAVAILABLE', 'Try later');
    const { user, section } = open();
    expect(await section.findByRole('alert')).toHaveTextContent(voiceMessages.loadFailed);
    api.routes[`GET ${VOICE}`] = () => ({
      status: 200,
      body: { ...DEFAULT_PROJECT_VOICE, tone: 'technical' },
    });
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('combobox', { name: 'Default tone' })).toHaveValue('technical');
  });
});
