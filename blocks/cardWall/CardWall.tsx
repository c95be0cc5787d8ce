import type { BlockComponentProps } from '../renderer/block-component.ts';
import { PostBoard } from '../posts/PostBoard.tsx';
import type { CardWallOptions } from './definition.ts';

/** The card wall: short cards laid out as masonry (or a grid or a list), numbered or load-more pages. */
export default function CardWall({ block, options }: BlockComponentProps<CardWallOptions>) {
  return <PostBoard block={block} rules={options} pageSize={options.pageSize} pagination={options.pagination} layout={options.displayStyle} submitKey="blocks.posts.addCard" />;
}
