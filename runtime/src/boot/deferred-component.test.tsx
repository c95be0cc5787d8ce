import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_START_DELAY_MS } from './after-first-page.ts';
import { deferredComponent } from './deferred-component.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe('deferredComponent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the stand-in, loads after the first page, then renders the component', async () => {
    const load = vi.fn(async () => Greeting);
    const Deferred = deferredComponent(load, ({ name }) => <p>Soon, {name}</p>);
    render(<Deferred name="Ada" />);
    expect(screen.getByText('Soon, Ada')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(BACKGROUND_START_DELAY_MS + 1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
  });

  it('loads at once when the stand-in asks, once however often', async () => {
    const load = vi.fn(async () => Greeting);
    const Deferred = deferredComponent(load, (_, { preload }) => <button onPointerEnter={preload} onClick={preload}>Open</button>);
    render(<Deferred name="Grace" />);
    await act(async () => {
      screen.getByRole('button').click();
      screen.getByRole('button').click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
  });

  it('hands the component its active props when the member used the stand-in', async () => {
    const Menu = ({ defaultOpen = false }: { defaultOpen?: boolean }) => <p>{defaultOpen ? 'Open menu' : 'Closed menu'}</p>;
    const Deferred = deferredComponent(async () => Menu, (_, { activate }) => <button onClick={activate}>Menu</button>, { defaultOpen: true });
    render(<Deferred />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('Open menu')).toBeTruthy();
    cleanup();
    render(<Deferred />);
    expect(screen.getByText('Closed menu')).toBeTruthy();
  });

  it('keeps the stand-in when the code cannot be loaded, and tries again when asked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Deferred = deferredComponent<{ name: string }>(load, () => <p>Not yet</p>);
    render(<Deferred name="Ada" />);
    await act(async () => Deferred.preload());
    expect(screen.getByText('Not yet')).toBeTruthy();
    await act(async () => Deferred.preload());
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
  });
});
