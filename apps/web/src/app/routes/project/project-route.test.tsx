import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { slow } from '@test/render';
import {
  findH1,
  link,
  makeShowcaseProject,
  openProject,
  serveProject,
  stranger,
} from './test/project-route-kit';

const { api, state } = serveProject();

describe('/projects/{id}, visitor view', slow, () => {
  it('shows the banner, logo, name, date, links, stats, owner, description, tech stack, panel and timeline', async () => {
    const { container } = openProject(api);
    await findH1('Acme CLI');
    expect(screen.getByText('A command line for Acme.')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025')).toBeInTheDocument();
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(expect.arrayContaining([state.project.banner_url, state.project.logo_url]));
    expect(link(/Repository acme\/cli/)).toHaveAttribute('href', 'https://github.com/acme/cli');
    expect(link(/Website acme\.dev/)).toHaveAttribute('href', 'https://www.acme.dev/');
    expect(link('@acmecli on X')).toHaveAttribute('href', 'https://x.com/acmecli');
    expect(link(/acme\.dev/)).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    const stats = within(screen.getByRole('region', { name: 'Project stats' }));
    expect(stats.getByText('Stars').nextElementSibling).toHaveTextContent('1.2K');
    expect(stats.getByText('Updates').nextElementSibling).toHaveTextContent('7');
    expect(stats.getByText('Subscribers').nextElementSibling).toHaveTextContent('56');

    const ownerCard = within(screen.getByRole('region', { name: 'Built by' }));
    expect(ownerCard.getByText('ada')).toBeInTheDocument();
    expect(ownerCard.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/user/owner-1');
    // The owner card: Follow for anyone but the owner.
    expect(ownerCard.getByRole('button', { name: 'Follow' })).toBeInTheDocument();

    const about = within(screen.getByRole('region', { name: 'About' }));
    expect(about.getByRole('heading', { name: 'Why' })).toBeInTheDocument();
    expect(about.getByRole('link', { name: 'Acme' })).toHaveAttribute('href', 'https://acme.dev');

    const tech = within(screen.getByRole('region', { name: 'Tech Stack' }));
    expect(tech.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['TypeScript', 'Rust']);
    expect(screen.getByRole('region', { name: 'Stay Updated' })).toBeInTheDocument();

    const timeline = within(screen.getByRole('region', { name: 'Latest Updates' }));
    expect(await timeline.findByRole('article', { name: 'Shipped dark mode' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit update' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Acme CLI | Shiplog'));
  });

  it("wears the project's header: its name, logo and links, a discreet credit, sign-in back to the page", async () => {
    openProject(api, null);
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('link', { name: 'Acme CLI' })).toHaveAttribute(
      'href',
      '/projects/project-1',
    );
    expect(header.getByRole('link', { name: /Repository acme\/cli/ })).toHaveAttribute(
      'href',
      'https://github.com/acme/cli',
    );
    expect(header.getByRole('link', { name: '@acmecli on X' })).toHaveAttribute(
      'href',
      'https://x.com/acmecli',
    );
    expect(header.getByRole('link', { name: 'Made with Shiplog' })).toHaveAttribute('href', '/shiplog');
    expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fprojects%2Fproject-1',
    );
    expect(screen.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("ends with the project's footer: its name and links and a discreet credit, not the product's columns", async () => {
    openProject(api, null);
    const footer = within(screen.getByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: 'Acme CLI' })).toHaveAttribute(
      'href',
      '/projects/project-1',
    );
    expect(footer.getByRole('link', { name: /Repository acme\/cli/ })).toHaveAttribute(
      'href',
      'https://github.com/acme/cli',
    );
    expect(footer.getByRole('link', { name: /Website acme\.dev/ })).toHaveAttribute(
      'href',
      'https://www.acme.dev/',
    );
    expect(footer.getByRole('link', { name: '@acmecli on X' })).toHaveAttribute(
      'href',
      'https://x.com/acmecli',
    );
    expect(footer.getByRole('link', { name: 'Made with Shiplog' })).toHaveAttribute('href', '/shiplog');
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Docs' })).not.toBeInTheDocument();
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
  });

  it('falls back to a gradient banner and the first letter, and leaves out missing links', async () => {
    state.project = makeShowcaseProject({
      banner_url: null,
      logo_url: null,
      website_url: null,
      twitter_handle: null,
      long_description: '',
      long_description_html: '',
      tech_stack: [],
    });
    const { container } = openProject(api);
    await findH1('Acme CLI');
    const hero = container.querySelector('header')!;
    expect(hero.querySelector('img')).toBeNull();
    expect(within(hero).getByText('A', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /on X/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tech Stack' })).not.toBeInTheDocument();
  });

  it("says 'No updates yet' when the timeline is empty", async () => {
    api.routes['GET /api/projects/project-1/updates'] = () => ({ status: 200, body: [] });
    openProject(api);
    expect(await screen.findByRole('heading', { name: 'No updates yet' })).toBeInTheDocument();
  });

  it("shows each update's comments (the comments feature) inside its card", async () => {
    const user = userEvent.setup({ delay: null });
    api.routes['GET /api/updates/update-1/comments'] = () => ({ status: 200, body: [] });
    openProject(api);
    const card = within(await screen.findByRole('article', { name: 'Shipped dark mode' }));
    const toggle = card.getByRole('button', { name: 'Comments, 2' });
    await user.click(toggle);
    const panel = await card.findByRole('region', { name: 'Comments' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByText('No comments yet. Be the first to comment.')).toBeInTheDocument();
  });

  it("shows 'Follow: RSS · Atom' (the feeds feature) just above the 'Stay Updated' panel", async () => {
    openProject(api);
    await findH1('Acme CLI');
    const details = within(screen.getByRole('complementary', { name: 'Follow this project' }));
    const rss = details.getByRole('link', { name: 'RSS' });
    expect(rss).toHaveAttribute('href', '/projects/project-1/rss.xml');
    expect(details.getByRole('link', { name: 'Atom' })).toHaveAttribute(
      'href',
      '/projects/project-1/feed.xml',
    );
    expect(rss.closest('p')).toHaveTextContent('Follow: RSS · Atom');
    const panel = details.getByRole('region', { name: 'Stay Updated' });
    expect(rss.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives a signed-in stranger no owner controls', async () => {
    openProject(api, stranger);
    await screen.findByRole('article', { name: 'Shipped dark mode' });
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete update' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Built by' })).toBeInTheDocument();
  });

  it('lets a signed-in stranger follow the owner from the owner card', async () => {
    const user = userEvent.setup();
    api.routes['GET /api/users/owner-1'] = () => ({
      status: 200,
      body: {
        id: 'owner-1',
        username: 'ada',
        avatar_url: '',
        bio: null,
        bio_html: null,
        links: [],
        followers: 4,
        is_following: false,
        is_self: false,
        projects: [],
      },
    });
    api.routes['POST /api/users/owner-1/follow'] = () => ({
      status: 200,
      body: { followers: 5, is_following: true },
    });
    openProject(api, stranger);
    const ownerCard = within(await screen.findByRole('region', { name: 'Built by' }));
    await user.click(await ownerCard.findByRole('button', { name: 'Follow' }));
    expect(await ownerCard.findByRole('button', { name: 'Following' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.calls('POST /api/users/owner-1/follow')).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign in to follow the owner, without calling the API', async () => {
    const user = userEvent.setup();
    openProject(api, null);
    const ownerCard = within(await screen.findByRole('region', { name: 'Built by' }));
    await user.click(ownerCard.getByRole('button', { name: 'Follow' }));
    // Signing in brings the reader back to this page.
    expect(await ownerCard.findByRole('link', { name: 'Sign in to follow people' })).toHaveAttribute(
      'href',
      '/login?next=%2Fprojects%2Fproject-1',
    );
    expect(api.calls('POST /api/users/owner-1/follow')).toHaveLength(0);
    expect(api.calls('GET /api/users/owner-1')).toHaveLength(0);
  });
});
