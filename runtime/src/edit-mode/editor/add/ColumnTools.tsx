import type { ColumnToolsProps } from '@tessera/blocks';
import { usePageScope } from '../page/page-scope.ts';
import { useEditor } from '../use-editor.ts';
import { AddBlockButton } from './AddBlockButton.tsx';

/** At the end of a container's column in edit mode: add a block to that column. */
export function ColumnTools({ parent, col }: ColumnToolsProps) {
  const { page } = usePageScope();
  const { t } = useEditor();
  return (
    <div className="edit-column-tools">
      <AddBlockButton spot={{ pageId: page.id, parentType: 'block', parentId: parent.id, col }} label={t('editor.add.toColumn', { number: col + 1 })} />
    </div>
  );
}
