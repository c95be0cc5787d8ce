import { applyToListDefinition } from './applyToList/definition.ts';
import { basicFormDefinition } from './basicForm/definition.ts';
import { cardWallDefinition } from './cardWall/definition.ts';
import { columnsDefinition } from './columns/definition.ts';
import { dataDisplayDefinition } from './dataDisplay/definition.ts';
import { directoryDefinition } from './directory/definition.ts';
import { discussionDefinition } from './discussion/definition.ts';
import { headingDefinition } from './heading/definition.ts';
import { imageDefinition } from './image/definition.ts';
import { modalDefinition } from './modal/definition.ts';
import { richTextDefinition } from './richText/definition.ts';
import { profileFormDefinition } from './profileForm/definition.ts';
import { stepperDefinition } from './stepper/definition.ts';
import { tabsDefinition } from './tabs/definition.ts';
import { userPostDefinition } from './userPost/definition.ts';

/**
 * Every block type, once: a new type is a new `blocks/<type>/` folder plus its line here (and its
 * component's line in registry.ts, which the compiler asks for). Free of React and of Ajv, so the
 * renderer reads it on the member's first page.
 */
export const blockDefinitionList = [
  headingDefinition,
  richTextDefinition,
  imageDefinition,
  columnsDefinition,
  tabsDefinition,
  basicFormDefinition,
  profileFormDefinition,
  modalDefinition,
  stepperDefinition,
  dataDisplayDefinition,
  applyToListDefinition,
  directoryDefinition,
  discussionDefinition,
  cardWallDefinition,
  userPostDefinition,
] as const;

/** The `block.type` of every type in use. */
export type BlockType = (typeof blockDefinitionList)[number]['type'];
