import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for a ServiceWorker that tests move through its states. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  become(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A stand-in for the registration, with the workers the browser holds. */
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async () => {});

  /** The browser found a new worker script and starts installing it. */
  found(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** A fresh worker module (it keeps its registration per page) over a fake navigator.serviceWorker. */
async function setUp(registration: FakeRegistration) {
  vi.resetModules();
  const register = vi.fn(async () => registration);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
  const worker = await import('./worker.ts');
  const onWaiting = vi.fn();
  await worker.registerWorker(onWaiting);
  return { ...worker, register, onWaiting };
}

describe('registerWorker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('registers /app/sw.js for /app/', async () => {
    const { register } = await setUp(new FakeRegistration());
    expect(register).toHaveBeenCalledWith('/app/sw.js', { scope: '/app/' });
  });

  it('reports each new version once it is installed and waiting', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    const { onWaiting } = await setUp(registration);

    const first = new FakeWorker('installing');
    registration.found(first);
    expect(onWaiting).not.toHaveBeenCalled();
    first.become('installed');
    expect(onWaiting).toHaveBeenCalledWith(first);

    const second = new FakeWorker('installing');
    registration.found(second);
    second.become('installed');
    expect(onWaiting).toHaveBeenLastCalledWith(second);
  });

  it('reports a version that was already waiting', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker('activated');
    registration.waiting = new FakeWorker('installed');
    const { onWaiting } = await setUp(registration);
    expect(onWaiting).toHaveBeenCalledWith(registration.waiting);
  });

  it('says nothing about the first install, which takes over at once', async () => {
    const registration = new FakeRegistration();
    const { onWaiting } = await setUp(registration);

    const first = new FakeWorker('installing');
    registration.found(first);
    first.become('installed');
    first.become('activated');
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('looks for a new version on request, quietly when the server cannot be reached', async () => {
    const registration = new FakeRegistration();
    const { checkForNewWorker } = await setUp(registration);

    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(checkForNewWorker()).resolves.toBeUndefined();
    await checkForNewWorker();
    expect(registration.update).toHaveBeenCalledTimes(2);
  });
});
