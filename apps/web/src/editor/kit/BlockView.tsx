import type { BlockInstance } from '@yym/contract';
import { BLOCKS } from '../registry.ts';
import './preview.css';

/** One block's preview; previews are memoised on their props object, so unchanged blocks never re-render. */
export function BlockView({ block }: { block: BlockInstance }) {
  const def = BLOCKS[block.type];
  if (!def) return null;
  const P = def.Preview;
  return <P p={block.props} />;
}
