import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_POLL_MS } from '@gazeta/contract';
import type { Api } from '../../lib/api-client.ts';
import { createNotificationCenter } from './notification-center.ts';
import { useNotificationPolling, useNotifications } from './use-notifications.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

describe('polling from a component', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls while mounted, shows the unread count, and stops on unmount', async () => {
    const get = vi.fn(async () => ({ data: { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 }, unread: 3 }));
    const center = createNotificationCenter({ api: { get } as unknown as Api });
    function Bell() {
      useNotificationPolling(center);
      return <span>{useNotifications(center).unread}</span>;
    }
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () => root.render(<Bell />));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(get).toHaveBeenCalledTimes(1);
    expect(host.textContent).toBe('3');
    await act(async () => vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS));
    expect(get).toHaveBeenCalledTimes(2);
    await act(async () => root.unmount());
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
