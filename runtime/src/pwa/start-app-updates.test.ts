import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerInstall } from './install-notice.ts';
import { startAppUpdates } from './start-app-updates.ts';
import { scheduleUpdateChecks } from './update-checks.ts';
import { updateNotice } from './update-notice.ts';
import { registerWorker } from './worker.ts';

vi.mock('./install-notice.ts', () => ({ INSTALL_PROMPT_DELAY_MS: 3000, offerInstall: vi.fn() }));
vi.mock('./update-checks.ts', () => ({ scheduleUpdateChecks: vi.fn() }));
vi.mock('./update-notice.ts', () => ({ updateNotice: vi.fn() }));
vi.mock('./worker.ts', () => ({ registerWorker: vi.fn(async () => {}) }));

describe('startAppUpdates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.clearAllMocks();
    vi.useRealTimers();
  });

  it('links the manifest, registers the worker with the update notice, checks for updates and offers installing 3 s after load; once per page', async () => {
    const showNotice = vi.fn();
    vi.mocked(updateNotice).mockReturnValue(showNotice);

    startAppUpdates(1200);
    startAppUpdates(5000);
    expect(registerWorker).not.toHaveBeenCalled(); // each step in a task of its own
    await vi.runAllTimersAsync();

    expect(offerInstall).toHaveBeenCalledTimes(1);
    expect(offerInstall).toHaveBeenCalledWith(1800);
    expect(registerWorker).toHaveBeenCalledTimes(1);
    expect(registerWorker).toHaveBeenCalledWith(showNotice);
    expect(scheduleUpdateChecks).toHaveBeenCalledTimes(1);
    const manifests = [...document.head.querySelectorAll('link[rel="manifest"]')];
    expect(manifests.map((link) => link.getAttribute('href'))).toEqual(['/app/manifest.webmanifest']);
  });
});
