import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '@test/api-server';
import { renderWithRouter } from '@test/render';
import { companyProfile } from '../../data/company-profile';
import { TeamProfileView } from './team-profile-view';

const api = setUpApiServer();

describe('TeamProfileView', () => {
  it('formats the profile from its data in en-US', () => {
    const profile = {
      ...companyProfile,
      companyName: 'Acme',
      foundedDate: '2020-01-31',
      user: { ...companyProfile.user, id: 'acme-team', username: 'acme' },
    };
    renderWithRouter(<TeamProfileView profile={profile} />, { api: api.client });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme');
    expect(screen.getByText('Founded January 31, 2020')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: '@acme' });
    expect(within(card).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/user/acme-team',
    );
  });
});
