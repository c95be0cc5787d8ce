// Which pastes the server will accept (decision 0022 §5), so the paste modal offers only those.
import type { BlockHolding, Page } from '@tessera/schemas';
import type { BlockGrants } from '../block-grants.ts';
import type { CapturedBlock } from '../editor-draft.ts';
import { PASTE_ACTIONS, type PasteAction } from './paste-actions.ts';
import { pasteDestinations, type PasteDestination, type PasteDestinationOption } from './paste-destinations.ts';

const holdingOf = ({ pageId, parentId }: PasteDestination): BlockHolding =>
  parentId === null ? { parentType: 'page', parentId: pageId } : { parentType: 'block', parentId };

/**
 * Whether `grants` (of the destination's page) allow pasting `captured` there by `action`: clone
 * creates a copy of each of its types there; move and copy move it from where it lies to there
 * (copy only within its own page).
 */
export function mayPaste(grants: BlockGrants, action: PasteAction, captured: CapturedBlock, destination: PasteDestination): boolean {
  const spot = holdingOf(destination);
  if (action === 'clone') return captured.types.every((type) => grants.mayCreate(type, spot));
  if (action === 'copy' && captured.pageId !== destination.pageId) return false;
  // On its own page, where it lies now; captured elsewhere, where it lay then.
  const from = captured.pageId === destination.pageId ? undefined : captured.place;
  return grants.mayMove(captured, spot, from);
}

/** Each paste action with the places of `page` it is allowed into; actions allowed nowhere are left out. */
export function pasteChoices(grants: BlockGrants, captured: CapturedBlock, page: Page): Map<PasteAction, PasteDestinationOption[]> {
  const options = pasteDestinations(page, captured.id);
  const choices = new Map<PasteAction, PasteDestinationOption[]>();
  for (const action of PASTE_ACTIONS) {
    const allowed = options.filter(({ destination }) => mayPaste(grants, action, captured, destination));
    if (allowed.length > 0) choices.set(action, allowed);
  }
  return choices;
}
