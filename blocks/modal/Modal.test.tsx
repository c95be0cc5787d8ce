import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Block, ModalBlockState } from '@tessera/schemas';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';
import { modalDefinition } from './definition.ts';
import { ModalHostContext, type ModalHost } from './modal-host.ts';

function fakeHost(saved: Record<number, ModalBlockState> = {}, fail = false) {
  const writes: Array<[number, ModalBlockState]> = [];
  const host: ModalHost = {
    stateOf: (id) => saved[id],
    save: vi.fn(async (id: number, state: ModalBlockState) => {
      if (fail) throw new Error('The server is away.');
      writes.push([id, state]);
      saved[id] = state;
    }),
    notifyError: vi.fn(),
  };
  return { host, writes };
}

const modal = (options: object, children: number[] = [2]): Block =>
  makeBlock(1, 'modal', { title: 'Our code of conduct', options: { ...modalDefinition.defaults, ...options }, children });
const text = makeBlock(2, 'richText', { options: { html: '<p>Be kind.</p>' } });
const stepper = makeBlock(3, 'stepper', { options: { optionalStepKeys: [] }, children: [4, 5] });
const steps = [makeBlock(4, 'richText', { title: 'Read', options: { html: '<p>One</p>' } }), makeBlock(5, 'richText', { title: 'Sign', options: { html: '<p>Two</p>' } })];

function show(blocks: Block[], host: ModalHost | null, editMode = false) {
  return renderBlocks(blocks, { visibility: { editMode }, wrap: (page) => <ModalHostContext value={host}>{page}</ModalHostContext> });
}

describe('the modal block', () => {
  it('opens by itself and records that it was shown', async () => {
    const { host, writes } = fakeHost();
    show([modal({}), text], host);
    expect(await screen.findByRole('dialog', { name: 'Our code of conduct' })).toBeTruthy();
    expect(await screen.findByText('Be kind.')).toBeTruthy();
    await waitFor(() => expect(writes).toEqual([[1, expect.objectContaining({ shown: true })]]));
  });

  it('records agreed=false when closed without agreeing, and stays shut for a show-once modal', async () => {
    const { host, writes } = fakeHost();
    show([modal({}), text], host);
    await userEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(writes.at(-1)).toEqual([1, expect.objectContaining({ shown: true, agreed: false })]));
  });

  it('does not open in edit mode, and offers a button there', async () => {
    const { host, writes } = fakeHost();
    show([modal({ requiresAgreeing: true }), text], host, true);
    expect(await screen.findByRole('button', { name: 'Open “Our code of conduct”' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toEqual([]);
  });

  it('keeps Agree disabled while a required step remains, then records the agreement', async () => {
    const { host, writes } = fakeHost();
    show([modal({ requiresAgreeing: true }, [3]), stepper, ...steps], host);
    const agree = await screen.findByRole('button', { name: 'I agree' });
    expect((agree as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('2 step(s) remaining of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('1 step(s) remaining of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect((agree as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(agree);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes.at(-1)).toEqual([1, expect.objectContaining({ agreed: true })]);
  });

  it('keeps the steps done in the stepper’s block state, and opens at the first step left after a reload', async () => {
    const { host, writes } = fakeHost();
    const { unmount } = show([modal({ requiresAgreeing: true }, [3]), stepper, ...steps], host);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(writes).toContainEqual([3, { doneSteps: [4] }]));
    unmount();
    show([modal({ requiresAgreeing: true }, [3]), stepper, ...steps], host);
    expect(await screen.findByText('1 step(s) remaining of 2')).toBeTruthy();
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
  });

  it('saves no steps in demo mode', async () => {
    const { host, writes } = fakeHost();
    show([modal({ requiresAgreeing: true, demoMode: true }, [3]), stepper, ...steps], host);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('1 step(s) remaining of 2')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('does not open once the member agreed', async () => {
    const { host } = fakeHost({ 1: { shown: true, agreed: true } });
    show([modal({ requiresAgreeing: true }), text], host);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves nothing in demo mode', async () => {
    const { host, writes } = fakeHost({ 1: { shown: true, agreed: true } });
    show([modal({ requiresAgreeing: true, demoMode: true }), text], host);
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);
  });

  it('shows a failed save as a notice and stays open', async () => {
    const { host } = fakeHost({}, true);
    show([modal({ requiresAgreeing: true }), text], host);
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(host.notifyError).toHaveBeenCalledWith('The server is away.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('reopens a modal requiring agreement closed with nowhere to go back to', async () => {
    const { host, writes } = fakeHost();
    show([modal({ requiresAgreeing: true }), text], host);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(writes.at(-1)).toEqual([1, expect.objectContaining({ agreed: false })]));
  });
});
