import { useState } from 'react';
import { Button } from 'antd';
import type { BlockProps } from '@yym/contract';
import { Choice, ItemList, Row, Section, Text } from '../../kit/fields.tsx';
import { SeckillPicker } from '../../pickers/pickers.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'seckill'>;
export default function SeckillPanel({ props: p, set }: PanelProps<P>) {
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  const [pick, setPick] = useState(false);
  return (
    <Section title="限时秒杀">
      <Text label="标题" value={p.title} max={10} path="title" onChange={(v) => up({ title: v }, 'title')} />
      <Choice
        label="查看更多"
        value={p.isMore}
        onChange={(v) => up({ isMore: v })}
        options={[
          { value: 1, label: '显示' },
          { value: 0, label: '隐藏' },
        ]}
      />
      <Row label="商品" path="goodsList" hint={`${p.goodsList.length}/5`}>
        <Button size="small" onClick={() => setPick(true)}>
          选择商品
        </Button>
      </Row>
      <ItemList
        items={p.goodsList}
        onChange={(goodsList) => up({ goodsList, ids: goodsList.map((g) => g.goodsId) })}
        render={(g) => <div className="ed-goods-row">{g.goodsName}</div>}
      />
      <SeckillPicker
        open={pick}
        initial={p.goodsList}
        onCancel={() => setPick(false)}
        onOk={(rows) => {
          up({
            goodsList: rows,
            ids: rows.map((g) => g.goodsId),
            group: { type: (rows[0]?.goodsType as P['group']['type']) ?? p.group.type },
          });
          setPick(false);
        }}
      />
    </Section>
  );
}
