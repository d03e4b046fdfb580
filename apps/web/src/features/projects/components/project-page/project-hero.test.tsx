import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProject } from '@test/fixtures';
import { BANNER_SIZES } from '@shiplog/contract/images-basics';
import { ProjectHero } from './project-hero';

const uploaded = 'https://shiplog.example/api/images/0123456789abcdef0123456789abcdef0123-1600x400.png';
const bannerOf = (banner_url: string) =>
  render(
    <MemoryRouter>
      <ProjectHero project={makeProject({ banner_url })} />
    </MemoryRouter>,
  ).container.querySelector('img')!;

describe('ProjectHero', () => {
  it('fetches an uploaded banner first, with its size and its card variant for narrow screens', () => {
    const img = bannerOf(uploaded);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '400');
    expect(img.getAttribute('srcset')).toBe(
      `${uploaded.replace('.png', '-card.png')} 800w, ${uploaded} 1600w`,
    );
    // The widths the component gives for its own layout, so a phone picks the card variant.
    expect(img).toHaveAttribute('sizes', BANNER_SIZES);
  });

  it('fetches the logo after the banner', () => {
    const { container } = render(
      <MemoryRouter>
        <ProjectHero project={makeProject({ banner_url: uploaded, logo_url: uploaded })} />
      </MemoryRouter>,
    );
    const [banner, logo] = container.querySelectorAll('img');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(logo).toHaveAttribute('fetchpriority', 'low');
  });

  it('keeps an outside banner as it is', () => {
    const img = bannerOf('https://cdn.example/banner.png');
    expect(img).toHaveAttribute('src', 'https://cdn.example/banner.png');
    expect(img).not.toHaveAttribute('srcset');
  });
});
