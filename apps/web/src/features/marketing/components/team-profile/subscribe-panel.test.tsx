import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscribePanel } from './subscribe-panel';

// The panel's states hang on exact delays, so the clock is fake and events are dispatched directly
// (user-event waits on timers that Vitest's fake clock would hold back).
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const emailInput = () => screen.getByLabelText('Email address');
const type = (value: string) => fireEvent.change(emailInput(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('SubscribePanel', () => {
  it('starts idle with a required email field', () => {
    render(<SubscribePanel />);
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['', '   ', 'ada', 'ada@example', '@example.com', 'ada@ example.com'])(
    "refuses '%s' with 'Please enter a valid email address'",
    async (value) => {
      render(<SubscribePanel />);
      type(value);
      submit();
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
      expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
      expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
      await advance(2000);
      expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      expect(screen.queryByText('Thanks for subscribing!')).toBeNull();
    },
  );

  it('clears the message once the email is edited', () => {
    render(<SubscribePanel />);
    type('ada');
    submit();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    type('ada@');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  });

  it("shows 'Subscribing...' for one second, then the thank-you message", async () => {
    render(<SubscribePanel />);
    type('ada@example.com');
    submit();
    const busy = screen.getByRole('button', { name: 'Subscribing...' });
    expect(busy).toBeDisabled();
    expect(emailInput()).toBeDisabled();
    await advance(999);
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByText('Thanks for subscribing!')).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('unsubscribes after half a second and returns to an empty form', async () => {
    render(<SubscribePanel />);
    type(' ada@example.com ');
    submit();
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(screen.getByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
    await advance(499);
    expect(screen.getByText('Thanks for subscribing!')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Thanks for subscribing!')).toBeNull();
    expect(emailInput()).toHaveValue('');
    expect(emailInput()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

    // And the form works again.
    type('grace@example.com');
    submit();
    await advance(1000);
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
  });

  it('stops its timers when it goes away', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(<SubscribePanel />);
    type('ada@example.com');
    submit();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await advance(1000);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
