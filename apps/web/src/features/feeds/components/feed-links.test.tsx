import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedLinks } from './feed-links';

describe('FeedLinks', () => {
  it("shows 'Follow: RSS · Atom · JSON Feed' linking to the project's three feeds", () => {
    const { container } = render(<FeedLinks projectId="project-1" />);
    expect(container).toHaveTextContent('Follow: RSS · Atom · JSON Feed');
    expect(screen.getByRole('link', { name: 'JSON Feed' })).toHaveAttribute(
      'href',
      '/projects/project-1/feed.json',
    );
    expect(screen.getByRole('link', { name: 'JSON Feed' })).toHaveAttribute('type', 'application/feed+json');
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute('href', '/projects/project-1/rss.xml');
    expect(screen.getByRole('link', { name: 'Atom' })).toHaveAttribute(
      'href',
      '/projects/project-1/feed.xml',
    );
  });

  it('names the feed formats for feed readers and encodes the id in the paths', () => {
    render(<FeedLinks projectId="a b/c" />);
    const rss = screen.getByRole('link', { name: 'RSS' });
    expect(rss).toHaveAttribute('type', 'application/rss+xml');
    expect(rss).toHaveAttribute('href', '/projects/a%20b%2Fc/rss.xml');
    const atom = screen.getByRole('link', { name: 'Atom' });
    expect(atom).toHaveAttribute('type', 'application/atom+xml');
    expect(atom).toHaveAttribute('href', '/projects/a%20b%2Fc/feed.xml');
  });
});
