import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectLogo } from './project-logo';

const project = {
  name: 'acme',
  logo_url: 'https://cdn.acme.dev/logo.png',
  icon_url: 'https://cdn.acme.dev/icon.png',
};
const srcOf = (ui: React.ReactElement) => render(ui).container.querySelector('img')?.getAttribute('src');

describe('ProjectLogo', () => {
  it('shows the logo in large places and the icon in small ones, each falling back to the other', () => {
    expect(srcOf(<ProjectLogo project={project} size="lg" />)).toBe(project.logo_url);
    expect(srcOf(<ProjectLogo project={project} size="sm" />)).toBe(project.icon_url);
    expect(srcOf(<ProjectLogo project={project} prefer="icon" />)).toBe(project.icon_url);
    expect(srcOf(<ProjectLogo project={{ ...project, icon_url: null }} size="sm" />)).toBe(project.logo_url);
    expect(srcOf(<ProjectLogo project={{ ...project, logo_url: null }} />)).toBe(project.icon_url);
  });

  it('waits behind a banner (the largest paint): low fetch priority there only', () => {
    const img = (ui: React.ReactElement) => render(ui).container.querySelector('img')!;
    expect(img(<ProjectLogo project={project} size="lg" behindBanner />)).toHaveAttribute(
      'fetchpriority',
      'low',
    );
    expect(img(<ProjectLogo project={project} size="lg" />)).not.toHaveAttribute('fetchpriority');
  });

  it('shows the first letter when the project has no image', () => {
    const { container } = render(<ProjectLogo project={{ name: 'acme', logo_url: null, icon_url: null }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('A');
  });
});
