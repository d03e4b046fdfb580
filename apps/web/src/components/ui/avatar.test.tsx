import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '@shiplog/contract/constants';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('derives initials from a name or an email', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('grace brewster hopper')).toBe('GH');
    expect(initialsOf('linus@example.com')).toBe('L');
    expect(initialsOf('')).toBe('?');
  });

  it('shows the picture over the initials, which show alone when it fails to load', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="https://example.com/ada.png" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://example.com/ada.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    // Under the picture: what shows while a lazy picture has not loaded yet.
    expect(container).toHaveTextContent('AL');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('AL');
  });

  it('shows initials when there is no picture', () => {
    const { container } = render(<Avatar name="Grace Hopper" src={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('GH');
  });
});
