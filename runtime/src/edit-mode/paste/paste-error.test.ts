import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { pasteErrorKey } from './paste-error.ts';

describe('pasteErrorKey', () => {
  it('says no parent was found when the server answers 404', () => {
    expect(pasteErrorKey(new ApiError(404, 'Not Found', 'That block does not exist.'))).toBe('capturedBlocks.modal.noParentFound');
  });

  it.each([
    ['a refusal', new ApiError(400, 'Bad Request', 'Too many columns')],
    ['a conflict', new ApiError(409, 'Conflict', 'changed')],
    ['a network failure', new ApiError(0, 'Network error', 'offline')],
    ['anything else thrown', new Error('boom')],
  ])('reports %s as the paste failure', (_label, failure) => {
    expect(pasteErrorKey(failure)).toBe('capturedBlocks.modal.blockCloneError');
  });
});
