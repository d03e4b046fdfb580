import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

function renderTooltip() {
  render(
    <>
      <Tooltip content="Sign in to like">
        <button type="button">Like</button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Like' });
}

describe('Tooltip', () => {
  it('shows on hover after a moment, describes its trigger, and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.hover(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Sign in to like');
    expect(trigger).toHaveAccessibleDescription('Sign in to like');
    await user.hover(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).not.toHaveAccessibleDescription();
  });

  it('shows at once on keyboard focus, and Escape or leaving hides it', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sign in to like');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).toHaveFocus();
    act(() => trigger.blur());
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
