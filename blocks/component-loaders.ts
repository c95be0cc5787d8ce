// Each block type's component module, imported on demand so each type is its own chunk. Kept apart
// from the registry (which binds options with React) so the app's first script can start these
// downloads while React itself is still on its way (runtime/src/boot/early-init.ts).
import type { FromSchema } from 'json-schema-to-ts';
import type { BlockType, blockDefinitionList } from './definition-list.ts';
import type { BlockComponentModule } from './renderer/block-component.ts';

type DefinitionOf<T extends BlockType> = Extract<(typeof blockDefinitionList)[number], { type: T }>;
type OptionsOf<T extends BlockType> = FromSchema<DefinitionOf<T>['optionsSchema']>;

/**
 * Keyed by the types of definition-list.ts: a type without its component here, a component
 * without its type, or a component whose options differ from its type's schema fails the typecheck.
 */
export const componentLoaders: { [T in BlockType]: () => Promise<BlockComponentModule<OptionsOf<T>>> } = {
  heading: () => import('./heading/Heading.tsx'),
  richText: () => import('./richText/RichText.tsx'),
  image: () => import('./image/Image.tsx'),
  columns: () => import('./columns/Columns.tsx'),
  tabs: () => import('./tabs/Tabs.tsx'),
  basicForm: () => import('./basicForm/BasicForm.tsx'),
  profileForm: () => import('./profileForm/ProfileForm.tsx'),
  modal: () => import('./modal/Modal.tsx'),
  stepper: () => import('./stepper/Stepper.tsx'),
  dataDisplay: () => import('./dataDisplay/DataDisplay.tsx'),
  applyToList: () => import('./applyToList/ApplyToList.tsx'),
  directory: () => import('./directory/Directory.tsx'),
  discussion: () => import('./discussion/Discussion.tsx'),
  cardWall: () => import('./cardWall/CardWall.tsx'),
  userPost: () => import('./userPost/UserPost.tsx'),
};

const isBlockType = (type: string): type is BlockType => Object.hasOwn(componentLoaders, type);

/**
 * Starts downloading the components of these block types (unknown ones are skipped) without
 * waiting for them: the renderer's own import of a type later gets the same module. A failed
 * download is left for the renderer to report on its block.
 */
export function startComponentDownloads(types: Iterable<string>): void {
  for (const type of new Set(types)) {
    if (isBlockType(type)) componentLoaders[type]().catch(() => undefined);
  }
}
