import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { updateMessages } from '@shiplog/contract';
import { apiError } from '@test/api-server';
import { FakeIntersectionObserver } from '@test/fake-intersection-observer';
import { slow } from '@test/render';
import { card, held, setUpCardTests } from '../test/card-kit';

const { api, openCard } = setUpCardTests();

describe('likes', slow, () => {
  it('toggles at once, is disabled while the request runs, then takes the server count', async () => {
    const user = userEvent.setup({ delay: null });
    const like = held();
    api.routes['POST /api/updates/update-1/likes'] = () => like.reply;
    api.routes['DELETE /api/updates/update-1/likes'] = () => ({
      status: 200,
      body: { count: 8, hasLiked: false },
    });
    openCard();
    const button = await card().findByRole('button', { name: 'Like, 3', pressed: false });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(card().getByRole('button', { name: 'Like, 4', pressed: true })).toBeDisabled();
    like.release({ status: 200, body: { count: 10, hasLiked: true } });
    const liked = await card().findByRole('button', { name: 'Like, 10', pressed: true });
    expect(liked).toBeEnabled();
    await user.click(liked);
    expect(await card().findByRole('button', { name: 'Like, 8', pressed: false })).toBeEnabled();
    expect(api.calls('POST /api/updates/update-1/likes')).toHaveLength(1);
    expect(api.calls('DELETE /api/updates/update-1/likes')).toHaveLength(1);
  });

  it('rolls back and only logs when the like fails', async () => {
    const user = userEvent.setup({ delay: null });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.routes['POST /api/updates/update-1/likes'] = () => apiError(500, 'INTERNAL', 'boom');
    openCard();
    const button = await card().findByRole('button', { name: 'Like, 3' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await card().findByRole('button', { name: 'Like, 3', pressed: false })).toBeEnabled();
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('is disabled with a sign-in hint when signed out, and asks the server nothing', () => {
    openCard({}, null);
    const button = card().getByRole('button', { name: 'Like, 3' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(updateMessages.signInToLike);
    expect(api.calls('GET /api/updates/update-1/likes')).toHaveLength(0);
  });
});

describe('views', slow, () => {
  it('counts a view once, the first time the card scrolls into view, and shows the answer', async () => {
    openCard({}, null, true);
    expect(card().getByText('12')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('POST /api/updates/update-1/views')).toHaveLength(0);
    FakeIntersectionObserver.show();
    expect(await card().findByText('13')).toBeInTheDocument();
    FakeIntersectionObserver.show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('POST /api/updates/update-1/views')).toHaveLength(1);
  });

  it('keeps the count it had, and only logs, when the answer is not a count', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.routes['POST /api/updates/update-1/views'] = () => ({ status: 200, body: { views: '13' } });
    openCard({}, null, true);
    FakeIntersectionObserver.show();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to record the view', expect.anything()));
    expect(card().getByText('12')).toBeInTheDocument();
    expect(card().queryByText('13')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
