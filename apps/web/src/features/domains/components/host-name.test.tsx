import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HostName } from './host-name';

describe('HostName', () => {
  it('offers a line break after each dot, never inside a label, and reads as the plain name', () => {
    const { container } = render(<HostName value="updates.example.com" />);
    expect(container).toHaveTextContent(/^updates\.example\.com$/);
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    expect(container.innerHTML).toBe('<span class="break-words">updates.<wbr>example.<wbr>com</span>');
  });
});
