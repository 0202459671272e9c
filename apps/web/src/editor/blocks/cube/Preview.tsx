import { memo, type CSSProperties } from 'react';
import { CUBE_RATIOS, type BlockProps } from '@yym/contract';
import { Img, Linked, TabStrip } from '../../kit/preview.tsx';

/** Grid placement of the seven templates: 1-4 per row, then one left with two, three or four on the right. */
export function cubeLayout(type: number, ratio: string): { grid: CSSProperties; cells: CSSProperties[] } {
  const [rw, rh] = ratio.split(':').map(Number) as [number, number];
  if (type <= 4) {
    return {
      grid: { gridTemplateColumns: `repeat(${type}, 1fr)` },
      cells: Array.from({ length: type }, () => ({ aspectRatio: `${rw}/${rh}` })),
    };
  }
  const right = type - 3; // 5 → 2, 6 → 3, 7 → 4
  const rows = right === 4 ? 2 : right;
  const cols = right === 4 ? 2 : 1;
  const cells: CSSProperties[] = [{ gridRow: `1 / span ${rows}`, gridColumn: '1' }];
  for (let i = 0; i < right; i++) cells.push({ gridRow: `${Math.floor(i / cols) + 1}`, gridColumn: `${(i % cols) + 2}` });
  return {
    grid: {
      gridTemplateColumns: right === 4 ? '2fr 1fr 1fr' : '1fr 1fr',
      gridTemplateRows: `repeat(${rows}, 1fr)`,
      aspectRatio: `${rw}/${rh}`,
    },
    cells,
  };
}

export default memo(function CubePreview({ p }: { p: BlockProps<'cube'> }) {
  const groups = p.isTab ? (p.tabs[0]?.dataList ?? []) : p.dataList;
  const { grid, cells } = cubeLayout(p.checkedType, CUBE_RATIOS[p.proportion - 1] ?? '1:1');
  const g = groups[0];
  return (
    <div style={{ background: p.backgroundColor, paddingBottom: p.hidePaddingBottom ? 0 : 8, paddingTop: 8 }}>
      {p.isTab && <TabStrip names={p.tabs.map((t) => t.name)} active={0} style={p.tabStyle} width={91 / 2} />}
      <div className={`pv-cube${p.isCard ? '' : ' tile'}${p.isRadius ? ' round' : ''}`} style={grid}>
        {cells.map((c, i) => (
          <Linked key={i} link={g?.list[i]} className="pv-cube-cell" style={c}>
            <Img src={g?.list[i]?.imgUrl} alt={`图片魔方${i + 1}`} lead={i === 0} />
          </Linked>
        ))}
      </div>
    </div>
  );
});
