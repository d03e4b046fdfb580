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

  it('shows the initials when the picture failed before the app started (no error event to hear)', () => {
    // As the browser reports a server-rendered picture that failed: loaded, with no size.
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete')!;
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    try {
      const { container } = render(<Avatar name="Octo Shots" src="https://example.com/gone.png" />);
      expect(container.querySelector('img')).toBeNull();
      expect(container).toHaveTextContent('OS');
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    }
  });

  it('shows initials when there is no picture', () => {
    const { container } = render(<Avatar name="Grace Hopper" src={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('GH');
  });
});
