import { useState } from 'react';
import { App, Button, Select } from 'antd';
import { MSG, type BlockProps } from '@yym/contract';
import { Choice, ItemList, Row, Section, Text } from '../../kit/fields.tsx';
import { GroupBuyPicker } from '../../pickers/pickers.tsx';
import { pickerApi } from '../../api.ts';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'group'>;
export default function GroupPanel({ props: p, set }: PanelProps<P>) {
  const { modal } = App.useApp();
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  const [pick, setPick] = useState(false);
  const [acts, setActs] = useState<{ value: string; label: string }[] | null>(null);
  return (
    <Section title="拼团">
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
      {p.isMore === 1 && (
        <Row label="更多活动">
          <Select
            size="small"
            style={{ width: '100%' }}
            allowClear
            value={p.isMoreLink || undefined}
            placeholder="选择活动"
            options={acts ?? []}
            onDropdownVisibleChange={(o) => {
              if (o && !acts)
                pickerApi.activities({ current: 1, size: 100 }).then(
                  (r) => setActs(r.records.map((a) => ({ value: String(a.id), label: a.name }))),
                  () => setActs([]),
                );
            }}
            onChange={(v) => up({ isMoreLink: v ?? '' })}
          />
        </Row>
      )}
      <Row label="商品" hint={`${p.goodsList.length} 个`}>
        <Button size="small" onClick={() => setPick(true)}>
          选择商品
        </Button>
      </Row>
      <ItemList
        items={p.goodsList}
        onChange={(goodsList) => up({ goodsList, ids: goodsList.map((g) => g.goodsId) })}
        onRemove={(i) =>
          modal.confirm({
            title: MSG.edConfirmDeleteGoods,
            onOk: () => {
              const goodsList = p.goodsList.filter((_, k) => k !== i);
              up({ goodsList, ids: goodsList.map((g) => g.goodsId) });
            },
          })
        }
        render={(g) => (
          <div className="ed-goods-row">
            {g.goodsName} · {g.groupNum}人团
          </div>
        )}
      />
      <GroupBuyPicker
        open={pick}
        initial={p.goodsList}
        onCancel={() => setPick(false)}
        onOk={(rows) => {
          up({ goodsList: rows, ids: rows.map((g) => g.goodsId) });
          setPick(false);
        }}
      />
    </Section>
  );
}
