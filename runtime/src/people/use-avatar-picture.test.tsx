import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api.ts';
import { jwtStore } from '../session/jwt-store.ts';
import { useAvatarPicture } from './use-avatar-picture.ts';

describe('useAvatarPicture', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    jwtStore.clear();
  });

  it('asks for no image token for an avatar without an image, and for one when the avatar has an image', async () => {
    jwtStore.set('signed-in');
    const call = vi.spyOn(api, 'call').mockImplementation(((path: string) => path === 'GET /user/image_access_token'
      ? Promise.resolve({ token: 'tok', expiresAt: new Date(Date.now() + 86_400_000).toISOString() })
      : Promise.resolve({ files: [] })) as typeof api.call);
    const initials = renderHook(() => useAvatarPicture('/api/v1', null, 32));
    expect(initials.result.current).toBeNull();
    expect(call).not.toHaveBeenCalled();

    const picture = renderHook(() => useAvatarPicture('/api/v1', 7, 32));
    expect(call).toHaveBeenCalledWith('GET /user/image_access_token', expect.anything());
    await waitFor(() => expect(picture.result.current?.src).toContain('tok'));
  });
});
