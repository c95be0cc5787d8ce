import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DISCUSSION_RULES, type CommentInput, type ProfileSearchHit } from '@tessera/schemas';
import { createTestI18n } from '../../test-support/test-i18n.ts';
import { PostComposer } from '../PostComposer.tsx';
import { postTexts } from '../post-texts.ts';
import type { PostsHost } from '../posts-host.ts';

const MEMBERS: ProfileSearchHit[] = [
  { accountId: 1, firstName: 'Ada', lastName: 'Lovelace' },
  { accountId: 2, firstName: 'Grace', lastName: 'Hopper' },
  { accountId: 3, firstName: 'Hamid', lastName: 'Nadar' },
  { accountId: 4, firstName: 'Sam', lastName: 'Jones' },
  { accountId: 5, firstName: 'Sam', lastName: 'Jones' },
];

/** A composer whose host searches MEMBERS as the server would (every word in the name, any case). */
const i18n = createTestI18n();
beforeAll(() => postTexts.install(i18n, 'en')); // as the post block around the composer does

function renderComposer() {
  const searchMembers = vi.fn(async (text: string) => {
    const words = text.toLowerCase().split(/\s+/);
    return MEMBERS.filter(({ firstName, lastName }) => words.every((word) => `${firstName} ${lastName}`.toLowerCase().includes(word)));
  });
  const onSubmit = vi.fn(async (comment: CommentInput) => comment);
  const host = { accountId: 2, searchMembers } as unknown as PostsHost;
  render(
    <I18nextProvider i18n={i18n}>
      <PostComposer host={host} rules={DISCUSSION_RULES} reply={false} submitLabel="Publish" onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return { box: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' }), searchMembers, onSubmit };
}

describe('mention suggestions in a composer', () => {
  it('offers members as @ and a name are typed; the keyboard moves and picks, and the pick is sent', async () => {
    const { box, searchMembers, onSubmit } = renderComposer();
    await userEvent.type(box, 'Thanks @ad');

    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(searchMembers).toHaveBeenLastCalledWith('ad', 20, expect.any(AbortSignal));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ada Lovelace', 'Hamid Nadar']);
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Ada Lovelace' }).id);
    expect(screen.getByRole('status').textContent).toContain('Members found: 2');

    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Hamid Nadar' }).id);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box.value).toBe('Thanks @Ada Lovelace ');
    expect(box.selectionStart).toBe(box.value.length);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    await userEvent.type(box, 'see you');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onSubmit).toHaveBeenCalledWith({ message: '<p>Thanks @Ada Lovelace see you</p>' });
  });

  it('picks with a click and closes with Escape, leaving the text as typed', async () => {
    const { box } = renderComposer();
    await userEvent.type(box, '@ha');
    await userEvent.click(await screen.findByRole('option', { name: 'Hamid Nadar' }));
    expect(box.value).toBe('@Hamid Nadar ');
    expect(document.activeElement).toBe(box);

    await userEvent.type(box, 'and @ad');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(box.value).toBe('@Hamid Nadar and @ad\n');
  });

  it('says when nobody is found, and offers a shared name without letting it be picked', async () => {
    const { box } = renderComposer();
    await userEvent.type(box, '@zed');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No member found'));
    expect(document.querySelector('.mention-list__note')?.textContent).toBe('No member found');

    await userEvent.clear(box);
    await userEvent.type(box, '@sam');
    const shared = await screen.findByRole('option', { name: /Sam Jones/ });
    expect(shared.getAttribute('aria-disabled')).toBe('true');
    expect(shared.textContent).toContain('Several members have this name');
    await userEvent.click(shared);
    await userEvent.keyboard('{Enter}');
    expect(box.value).toBe('@sam\n');
  });

  it('does not offer the writer', async () => {
    const { box } = renderComposer();
    await userEvent.type(box, '@grace');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No member found'));
    expect(screen.queryByRole('option')).toBeNull();
  });
});
