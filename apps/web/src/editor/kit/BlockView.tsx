import type { BlockInstance } from '@yym/contract';
import { PREVIEWS } from '../previews.ts';
import './preview.css';

/** One block's preview; previews are memoised on their props object, so unchanged blocks never re-render. */
export function BlockView({ block }: { block: BlockInstance }) {
  const P = PREVIEWS[block.type];
  if (!P) return null;
  return <P p={block.props} />;
}
