import type { BlockComponentProps } from '../renderer/block-component.ts';
import { PostBoard } from '../posts/PostBoard.tsx';
import type { DiscussionOptions } from './definition.ts';

/** The discussion: threaded comments, newest first, replies opened under each. */
export default function Discussion({ block, options }: BlockComponentProps<DiscussionOptions>) {
  return <PostBoard block={block} rules={options} pageSize={options.pageSize} pagination={options.pagination} layout="list" submitKey="blocks.posts.comment" />;
}
