import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiServer } from '@test/api-server';
import { makeProject } from '@test/fixtures';
import { renderSettingsPage } from '../../test/settings-kit';

const api = setUpApiServer();
beforeEach(() => api.reset());

describe('project settings: section navigation and the save model', () => {
  it('links to every section by its #id and moves the focus to the section followed', async () => {
    const user = userEvent.setup();
    const { router } = renderSettingsPage(api, makeProject());
    await screen.findByRole('heading', { level: 1, name: 'Acme CLI' });
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['General', '#general'],
      ['Danger Zone', '#danger-zone'],
    ]);
    for (const link of links)
      expect(document.getElementById(link.getAttribute('href')!.slice(1))).toBeInstanceOf(HTMLElement);
    links[1]!.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.hash).toBe('#danger-zone');
    expect(screen.getByRole('heading', { name: 'Danger Zone' })).toHaveFocus();

    // On a phone the same sections are a select.
    const select = screen.getByRole('combobox', { name: 'Go to section' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['General', 'Danger Zone']);
    await user.selectOptions(select, 'general');
    expect(router.state.location.hash).toBe('#general');
    expect(screen.getByRole('heading', { name: 'General' })).toHaveFocus();
  });

  it('says each section saves on its own and marks the one with unsaved changes', async () => {
    const user = userEvent.setup();
    renderSettingsPage(api, makeProject());
    const name = await screen.findByLabelText('Project name');
    expect(screen.getByText('Each section saves on its own with its Save button.')).toBeInTheDocument();
    expect(screen.queryByText(/Unsaved changes in/)).toBeNull();
    await user.type(name, ' 2');
    expect(screen.getByText('Unsaved changes in General.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getByRole('link', { name: /^General/ })).toHaveAccessibleName(
      'General (unsaved changes)',
    );
    expect(screen.getByRole('option', { name: 'General (unsaved changes)' })).toBeInTheDocument();
    await user.type(name, '{Backspace}{Backspace}');
    expect(screen.queryByText(/Unsaved changes in/)).toBeNull();
  });
});
