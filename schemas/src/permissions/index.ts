// The one permission evaluator (shell spec §6): the server's operations and the runtime's controls ask it.
export { can, grantAllows, subjectCovers, type PermissionHolder, type PermissionTarget } from './can.ts';
export { matchConditions, type Conditions } from './match-conditions.ts';
export { blockTarget, itemGrant, ITEM_SUBJECTS, moduleTarget, pageTarget } from './item-grants.ts';
export { grantsOf, permissionSetOf, type GrantedAccount } from './role-grants.ts';
export { ADMINISTRATION_ACTIONS, type PermissionAction, type PermissionSubject } from './vocabulary.ts';
export { blockPlace, blockSubject, holdersOf, spotPlace, type BlockAction, type BlockHolding, type BlockLayout } from './block-places.ts';
export { listGrants, type ListAdminFlags } from './list-grants.ts';
export { heldGrants, holdsGrant } from './held-grants.ts';
