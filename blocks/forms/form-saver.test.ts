import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, createFormSaver, IN_FLIGHT_WAIT_MS } from './form-saver.ts';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('createFormSaver', () => {
  it('autosaves once, 2 s after the last of several changes', async () => {
    const run = vi.fn(async () => true);
    const saver = createFormSaver({ run, autosave: true });
    saver.changed();
    await vi.advanceTimersByTimeAsync(1500);
    saver.changed(); // typing goes on: the wait starts again
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not autosave without the option, nor after dispose', async () => {
    const run = vi.fn(async () => true);
    createFormSaver({ run }).changed();
    const disposed = createFormSaver({ run, autosave: true });
    disposed.changed();
    disposed.dispose();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });

  it('a save on demand drops the pending autosave', async () => {
    const run = vi.fn(async () => true);
    const saver = createFormSaver({ run, autosave: true });
    saver.changed();
    await expect(saver.save()).resolves.toBe('saved');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('submit-once: blocks every save after the first that saved, autosaves included', async () => {
    const run = vi.fn(async () => true);
    const saver = createFormSaver({ run, submitOnce: true, autosave: true });
    await expect(saver.save()).resolves.toBe('saved');
    expect(saver.done).toBe(true);
    await expect(saver.save()).resolves.toBe('blocked');
    saver.changed();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('submit-once: a save stopped by a rule or the member does not count', async () => {
    const run = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const saver = createFormSaver({ run, submitOnce: true });
    await expect(saver.save()).resolves.toBe('not-saved');
    await expect(saver.save()).resolves.toBe('saved');
  });

  it('a failed run is not saved', async () => {
    const saver = createFormSaver({ run: () => Promise.reject(new Error('500')) });
    await expect(saver.save()).resolves.toBe('not-saved');
  });

  it('never runs two saves at once: the second starts when the first ends', async () => {
    let finish: (saved: boolean) => void = () => {};
    const run = vi.fn(() => new Promise<boolean>((resolve) => { finish = resolve; }));
    const saver = createFormSaver({ run });
    const first = saver.save();
    const second = saver.save();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    finish(true);
    await expect(first).resolves.toBe('saved');
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    finish(true);
    await expect(second).resolves.toBe('saved');
  });

  it('waits 300 ms at a time while fields are in flight', async () => {
    let inFlight = true;
    const run = vi.fn(async () => true);
    const saver = createFormSaver({ run, fieldsInFlight: () => inFlight });
    const saving = saver.save();
    await vi.advanceTimersByTimeAsync(IN_FLIGHT_WAIT_MS * 2);
    expect(run).not.toHaveBeenCalled();
    inFlight = false;
    await vi.advanceTimersByTimeAsync(IN_FLIGHT_WAIT_MS);
    await expect(saving).resolves.toBe('saved');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
