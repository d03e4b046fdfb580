import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@test/render';
import { productFeatures } from '../components/feature-list';
import { perks } from '../components/cta-perks-and-actions';
import { OverviewPage } from './overview-page';

function renderOverview() {
  return renderRoutes(
    [
      { path: '/shiplog', element: <OverviewPage /> },
      { path: '/', element: <p>Landing page</p> },
      { path: '/register', element: <p>Registration</p> },
    ],
    { path: '/shiplog' },
  );
}

describe('OverviewPage', () => {
  it('says what Shiplog is under the page’s only h1', () => {
    renderOverview();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What is Shiplog?');
    expect(screen.getByText(/Shiplog is a build-in-public tool for developers/)).toBeInTheDocument();
    const outputs = screen.getByRole('list', { name: 'What you get' });
    expect(
      within(outputs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Social posts', 'A public changelog', 'Subscriber updates']);
  });

  it('explains how it works in four ordered steps', () => {
    const { container } = renderOverview();
    const section = container.querySelector<HTMLElement>('#how-it-works');
    expect(section).not.toBeNull();
    expect(within(section!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'From commit to audience in four steps',
    );
    const steps = within(section!).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Connect GitHub',
      'Step 2: Pick a commit',
      'Step 3: AI writes the post',
      'Step 4: Publish everywhere',
    ]);
    expect(section!.querySelector('ol')?.querySelectorAll('[data-step]')).toHaveLength(4);
    expect(
      within(section!).getByText(/X, LinkedIn and Discord, and add it to your public changelog/),
    ).toBeVisible();
  });

  it('lists the six features of the landing page', () => {
    const { container } = renderOverview();
    expect(container.querySelectorAll('[data-feature-card]')).toHaveLength(6);
    for (const feature of productFeatures) {
      expect(screen.getByRole('heading', { level: 3, name: feature.title })).toBeInTheDocument();
      expect(screen.getByText(feature.description)).toBeInTheDocument();
    }
  });

  it('ends with a call to action and the beta perks', () => {
    renderOverview();
    const cta = screen.getByRole('region', { name: 'Ready to tell your story?' });
    for (const perk of perks) expect(within(cta).getByText(perk)).toBeInTheDocument();
    expect(within(cta).getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/register',
    );
    const joins = screen.getAllByRole('link', { name: 'Join the Waitlist' });
    expect(joins).toHaveLength(2);
    for (const link of joins) expect(link).toHaveAttribute('href', '/shiplog?waitlist=open');
  });

  it('opens the waitlist wizard over this page from Join the Waitlist', async () => {
    const user = userEvent.setup();
    const { router } = renderOverview();
    await user.click(screen.getAllByRole('link', { name: 'Join the Waitlist' })[0]!);
    expect(router.state.location).toMatchObject({ pathname: '/shiplog', search: '?waitlist=open' });
  });

  it('jumps to How it works from the hero', async () => {
    const user = userEvent.setup();
    const { router } = renderOverview();
    await user.click(screen.getByRole('link', { name: 'See how it works' }));
    expect(router.state.location).toMatchObject({ pathname: '/shiplog', hash: '#how-it-works' });
  });
});
