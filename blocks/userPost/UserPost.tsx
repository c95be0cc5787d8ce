import type { BlockComponentProps } from '../renderer/block-component.ts';
import { PostBoard } from '../posts/PostBoard.tsx';
import type { UserPostOptions } from './definition.ts';

/** The user-post feed: posts with a title, media and text shortened to the display length with "show more". */
export default function UserPost({ block, options }: BlockComponentProps<UserPostOptions>) {
  return (
    <PostBoard
      block={block} rules={options} pageSize={options.pageSize} pagination={options.pagination} layout="list"
      displayLength={options.messageDisplayLength} submitKey="blocks.posts.publish"
    />
  );
}
