import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProject } from '@test/fixtures';
import { renderWithRouter, slow } from '@test/render';
import { WidgetSection } from './widget-section';

const project = makeProject({ id: 'proj-1', is_private: false });
const open = (p = project) => {
  renderWithRouter(<WidgetSection project={p} />);
  return within(screen.getByRole('region', { name: "What's new widget" }));
};
const codeOf = (section: ReturnType<typeof open>, label: string) =>
  section.getByRole('heading', { name: label }).parentElement!.parentElement!.querySelector('code')!
    .textContent;

describe("project settings: the What's new widget", slow, () => {
  it('gives the snippet for this server and project, and copies it', async () => {
    const user = userEvent.setup();
    const section = open();
    const origin = window.location.origin;
    const snippet = `<script src="${origin}/widget.js" async></script>\n<shiplog-whats-new project="proj-1"></shiplog-whats-new>`;
    expect(codeOf(section, 'Snippet')).toBe(snippet);
    await user.click(section.getAllByRole('button', { name: 'Copy' })[0]!);
    expect(await navigator.clipboard.readText()).toBe(snippet);
    expect(await screen.findByText('Snippet copied')).toBeInTheDocument();
    expect(section.queryByText(/public projects only/)).not.toBeInTheDocument();
  });

  it('puts the chosen options on the element, in the iframe address and on the preview', async () => {
    const user = userEvent.setup();
    const section = open();
    await user.selectOptions(section.getByRole('combobox', { name: 'Theme' }), 'dark');
    await user.selectOptions(section.getByRole('combobox', { name: 'Opens by itself' }), 'all');
    await user.selectOptions(section.getByRole('combobox', { name: 'Language' }), 'de');
    await user.type(section.getByRole('textbox', { name: 'Accent colour' }), '#be123c');
    expect(codeOf(section, 'Snippet')).toContain(
      '<shiplog-whats-new project="proj-1" theme="dark" open="all" lang="de" accent="#be123c"></shiplog-whats-new>',
    );
    expect(codeOf(section, 'Iframe fallback')).toContain(
      '/projects/proj-1/widget?theme=dark&amp;lang=de&amp;accent=%23be123c"',
    );
    // The preview runs the widget's script in the page: only once asked for.
    expect(document.querySelector('shiplog-whats-new')).toBeNull();
    await user.click(section.getByRole('button', { name: 'Show live preview' }));
    const preview = document.querySelector('shiplog-whats-new')!;
    expect(preview.getAttribute('theme')).toBe('dark');
    expect(preview.getAttribute('accent')).toBe('#be123c');
    expect(preview.getAttribute('lang')).toBe('de');
    // The preview never opens by itself, whatever the snippet says.
    expect(preview.getAttribute('open')).toBe('never');
  });

  it('leaves an accent that is not a hex colour out', async () => {
    const user = userEvent.setup();
    const section = open();
    await user.type(section.getByRole('textbox', { name: 'Accent colour' }), 'red;x');
    expect(codeOf(section, 'Snippet')).not.toContain('accent=');
    await user.click(section.getByRole('button', { name: 'Show live preview' }));
    expect(document.querySelector('shiplog-whats-new')!.hasAttribute('accent')).toBe(false);
  });

  it('says a private project cannot be embedded', () => {
    const section = open({ ...project, is_private: true });
    expect(section.getByText(/The widget shows public projects only/)).toBeInTheDocument();
  });
});
