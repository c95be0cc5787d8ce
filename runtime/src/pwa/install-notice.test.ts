import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../shell/index.ts', () => ({ notify: vi.fn() }));

/** A fresh copy of the capture and notice modules: each keeps the caught prompt for its page load. */
async function loadModules() {
  vi.resetModules();
  const capture = await import('./install-prompt-capture.ts');
  const notice = await import('./install-notice.ts');
  const { notify: freshNotify } = await import('../shell/index.ts');
  return { ...capture, ...notice, notify: vi.mocked(freshNotify) };
}

function installPromptEvent(target: EventTarget) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => ({ outcome: 'accepted' as const })),
  });
  target.dispatchEvent(event);
  return event;
}

function displayModeStandalone(standalone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query.includes('standalone'), media: query }));
}

describe('install notice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    displayModeStandalone(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('offers installing 3 s after load, with an Install button that opens the browser prompt', async () => {
    const m = await loadModules();
    const browser = new EventTarget();
    m.captureInstallPrompt(browser);
    const event = installPromptEvent(browser);
    m.offerInstall();

    expect(event.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(m.INSTALL_PROMPT_DELAY_MS - 1);
    expect(m.notify).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(m.notify).toHaveBeenCalledTimes(1);
    const notice = m.notify.mock.calls[0]![0];
    expect(notice).toMatchObject({ colour: 'info', message: 'Install this app on your device for quicker access.', action: { label: 'Install' } });

    notice.action!.run();
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('offers it when the browser says so later than 3 s, once', async () => {
    const m = await loadModules();
    const browser = new EventTarget();
    m.captureInstallPrompt(browser);
    m.offerInstall();

    vi.advanceTimersByTime(10_000);
    expect(m.notify).not.toHaveBeenCalled();
    installPromptEvent(browser);
    installPromptEvent(browser);
    expect(m.notify).toHaveBeenCalledTimes(1);
  });

  it('says nothing when the browser cannot install the app', async () => {
    const m = await loadModules();
    const browser = new EventTarget();
    m.captureInstallPrompt(browser);
    m.offerInstall();

    vi.advanceTimersByTime(60_000);
    expect(m.notify).not.toHaveBeenCalled();
  });

  it('says nothing when the app already runs installed', async () => {
    displayModeStandalone(true);
    const m = await loadModules();
    const browser = new EventTarget();
    m.captureInstallPrompt(browser);
    installPromptEvent(browser);
    m.offerInstall();

    vi.advanceTimersByTime(60_000);
    expect(m.notify).not.toHaveBeenCalled();
  });
});
