import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@test/render';
import { companyProfile } from '../../data/company-profile';
import { TeamProfileView } from './team-profile-view';

describe('TeamProfileView', () => {
  it("says 'No updates yet' when the timeline is empty, and keeps the blog link", () => {
    renderWithRouter(<TeamProfileView profile={companyProfile} timeline={[]} />);
    const section = screen.getByRole('region', { name: 'Latest Updates' });
    expect(within(section).getByRole('heading', { name: 'No updates yet' })).toBeInTheDocument();
    expect(within(section).queryByRole('article')).toBeNull();
    expect(within(section).getByRole('link', { name: /^View Blog/ })).toHaveAttribute('target', '_blank');
  });

  it('formats the profile from its data in en-US', () => {
    const profile = {
      ...companyProfile,
      companyName: 'Acme',
      foundedDate: '2020-01-31',
      user: { ...companyProfile.user, id: 'acme-team', username: 'acme' },
    };
    renderWithRouter(<TeamProfileView profile={profile} timeline={[]} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme');
    expect(screen.getByText('Founded January 31, 2020')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: '@acme' });
    expect(within(card).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/user/acme-team',
    );
  });
});
