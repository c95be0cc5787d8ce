import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DirectoryMember, DirectorySearchBody, DirectorySearchReply } from '@tessera/schemas';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';
import { DirectoryHostContext, type DirectoryHost } from './directory-host.ts';

const PEOPLE: DirectoryMember[] = Array.from({ length: 25 }, (_, i) => ({
  accountId: i + 1, profile: { firstName: `Person${i + 1}`, lastName: 'Test', city: i % 2 ? 'Aberwen' : 'Porthaven' },
}));

/** A host answering from PEOPLE as the server would (text on first names, list 9 = odd accounts), recording each request. */
function fakeHost(fail = false) {
  const asked: DirectorySearchBody[] = [];
  const host: DirectoryHost = {
    async search(body) {
      asked.push(body);
      if (fail) throw new Error('offline');
      const text = body.text?.toLowerCase() ?? '';
      const matching = PEOPLE.filter((p) => String(p.profile.firstName).toLowerCase().startsWith(text))
        .filter((p) => (body.filter ? p.accountId % 2 === 1 : true));
      const { page = 1, limit = 10 } = body;
      const reply: DirectorySearchReply = { members: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit };
      return reply;
    },
    lists: async () => [{ id: 9, key: 'crew', label: 'Crew' }],
    Avatar: ({ accountId }) => <span data-testid="avatar">{accountId}</span>,
    profilePath: (accountId) => `/community/member-profile/${accountId}`,
  };
  return { host, asked };
}

function renderDirectory(options: object, host: DirectoryHost) {
  const block = makeBlock(1, 'directory', { options });
  return renderBlocks([block], { wrap: (page) => <DirectoryHostContext value={host}>{page}</DirectoryHostContext> });
}

const cards = () => screen.getAllByRole('listitem').filter((item) => item.classList.contains('directory-card') && !item.classList.contains('directory-card--placeholder'));

describe('the directory block', () => {
  it('shows cards linking to each profile, with the chosen values, and numbered pages', async () => {
    const { host } = fakeHost();
    renderDirectory({ pageSize: 10, cardFields: ['city'] }, host);
    expect(await screen.findByText('Members found: 25')).toBeTruthy();
    expect(cards()).toHaveLength(10);
    const first = within(cards()[0]!).getByRole('link');
    expect(first.getAttribute('href')).toBe('/community/member-profile/1');
    expect(first.textContent).toContain('Person1 Test');
    expect(first.textContent).toContain('Porthaven');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches as the member types, once they pause, from the first page', async () => {
    const { host, asked } = fakeHost();
    renderDirectory({ pageSize: 10 }, host);
    await screen.findByText('Members found: 25');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)?.page).toBe(2));
    const box = screen.getByRole('searchbox', { name: 'Search members' });
    fireEvent.change(box, { target: { value: 'Person1' } });
    fireEvent.change(box, { target: { value: 'Person2' } });
    expect(await screen.findByText('Members found: 7')).toBeTruthy();
    expect(asked.filter((body) => body.text === 'Person1')).toEqual([]);
    expect(asked.at(-1)).toMatchObject({ text: 'Person2', page: 1 });
  });

  it('filters by the chosen list and loads more under the cards shown', async () => {
    const { host, asked } = fakeHost();
    renderDirectory({ pageSize: 5, pagination: 'loadMore', listFilter: { show: true, lists: ['crew'] } }, host);
    await screen.findByText('Members found: 25');
    fireEvent.change(await screen.findByRole('combobox', { name: 'List' }), { target: { value: '9' } });
    expect(await screen.findByText('Members found: 13')).toBeTruthy();
    expect(asked.at(-1)?.filter).toEqual({ type: 'userList', listIds: [9] });
    fireEvent.click(screen.getByRole('button', { name: 'Show more members' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when nothing matches', async () => {
    renderDirectory({}, fakeHost().host);
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'nobody' } });
    expect(await screen.findByText(/No member matches your search/)).toBeTruthy();
  });

  it('says when the search failed, offering to try again', async () => {
    const { host, asked } = fakeHost(true);
    renderDirectory({}, host);
    expect((await screen.findByRole('alert')).textContent).toContain('The members could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });
});
