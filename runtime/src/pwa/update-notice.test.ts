import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNotice, notify } from '../shell/index.ts';
import { RELOAD_FALLBACK_MS, updateNotice } from './update-notice.ts';

vi.mock('../shell/index.ts', () => ({ notify: vi.fn(), dismissNotice: vi.fn() }));

/** A stand-in for a waiting ServiceWorker: tests move it through its states. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installed';
  postMessage = vi.fn();
  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function setUp() {
  const reload = vi.fn();
  const worker = new FakeWorker();
  const show = updateNotice(reload);
  return { reload, worker, show: (waiting = worker) => show(waiting as unknown as ServiceWorker) };
}

/** The notice passed to notify() the nth time (0-based). */
const noticeAt = (n: number) => vi.mocked(notify).mock.calls[n]![0];

describe('updateNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    let id = 0;
    vi.mocked(notify).mockImplementation(() => ++id);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('shows the update notice with a Reload button and no timeout', () => {
    const { show } = setUp();

    show();

    expect(notify).toHaveBeenCalledTimes(1);
    expect(noticeAt(0)).toMatchObject({
      colour: 'info',
      message: 'This platform software has been updated. Please reload.',
      timeout: null,
      action: { label: 'Reload' },
    });
  });

  it('Reload lets the new version take over, then reloads the page once', () => {
    const { show, worker, reload } = setUp();
    show();

    noticeAt(0).action!.run();

    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    worker.become('activating');
    expect(reload).not.toHaveBeenCalled();
    worker.become('activated');
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the new version does not take over in time', () => {
    const { show, reload } = setUp();
    show();

    noticeAt(0).action!.run();
    vi.advanceTimersByTime(RELOAD_FALLBACK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('replaces the notice when a newer version waits, so only one shows', () => {
    const { show } = setUp();

    show();
    show(new FakeWorker());

    expect(notify).toHaveBeenCalledTimes(2);
    expect(dismissNotice).toHaveBeenCalledWith(1);
  });
});
