import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { MSG, RECOMMENDED_SIZES, addTab, checkTabName, removeTab, type BlockProps } from '@yym/contract';
import { Color, ItemList, Row, Section, Toggle, useApply } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { BG_RULE } from '../../kit/upload.ts';
import { GoodsPicker, ImageTextPicker, TicketPicker } from '../../pickers/pickers.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'waterfall'>;
type Item = P['list'][number];

/** The content list: goods, e-vouchers and image-text items, ordered. */
function Content({ list, onChange }: { list: Item[]; onChange: (l: Item[]) => void }) {
  const [pick, setPick] = useState<'goods' | 'ticket' | 'it' | null>(null);
  const add = (items: Item[]) => {
    onChange([...list, ...items.filter((x) => !list.some((y) => y.id === x.id))]);
    setPick(null);
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => setPick('goods')}>
          添加商品
        </Button>
        <Button size="small" onClick={() => setPick('ticket')}>
          添加电子券
        </Button>
        <Button size="small" onClick={() => setPick('it')}>
          添加图文
        </Button>
      </Space>
      <ItemList
        items={list}
        onChange={onChange}
        render={(it) => (
          <div className="ed-goods-row">
            {it.isImageText ? '图文 · ' : ''}
            {it.name}
          </div>
        )}
      />
      <GoodsPicker
        open={pick === 'goods'}
        onCancel={() => setPick(null)}
        onOk={(rows) =>
          add(
            rows.map((g) => ({
              id: g.goodsId,
              name: g.goodsName,
              bigThumbnailUrl: g.goodsImage,
              price: g.price,
              originalPrice: g.originalPrice,
              introduction: g.introduction,
              isProduct: true,
              isImageText: false,
            })),
          )
        }
      />
      <TicketPicker
        open={pick === 'ticket'}
        onCancel={() => setPick(null)}
        onOk={(rows) =>
          add(
            rows.map((r) => ({
              id: String(r.id),
              name: r.name,
              // the product row does not name its picture column; it is text or null
              bigThumbnailUrl: typeof r.image === 'string' ? r.image : '',
              price: Number(r.price ?? 0),
              originalPrice: 0,
              introduction: r.parentName ?? '',
              isProduct: true,
              isImageText: false,
            })),
          )
        }
      />
      <ImageTextPicker
        open={pick === 'it'}
        onCancel={() => setPick(null)}
        onOk={(rows) =>
          add(
            rows.map((r) => ({
              id: `it${r.id}`,
              name: r.heading,
              bigThumbnailUrl: r.imageUrl ?? '',
              price: 0,
              originalPrice: 0,
              introduction: r.subtitle ?? '',
              isProduct: false,
              isImageText: true,
            })),
          )
        }
      />
    </>
  );
}

export default function WaterfallPanel({ props: p, set }: PanelProps<P>) {
  const apply = useApply(set);
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  const [name, setName] = useState('');
  return (
    <>
      <Section title="样式">
        <Toggle label="名称" value={p.isTitle} onChange={(v) => up({ isTitle: v })} />
        <Toggle label="描述" value={p.isDescribe} onChange={(v) => up({ isDescribe: v })} />
        <Toggle label="价格" value={p.isPrice} onChange={(v) => up({ isPrice: v })} />
        <Toggle label="原价" value={p.isOriginal} onChange={(v) => up({ isOriginal: v })} />
        <Toggle label="角标" value={p.isMarker} onChange={(v) => up({ isMarker: v })} />
        <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
      </Section>
      <Section title="内容">
        <Toggle
          label="标签页"
          value={p.tab}
          onChange={(v) => up({ tab: v, tabs: v && !p.tabs.length ? [{ name: '推荐', order: 0, list: p.list }] : p.tabs })}
        />
        {p.tab ? (
          <>
            <ImageField
              label="标题图"
              value={p.tabBgImage}
              size={RECOMMENDED_SIZES.waterfallTitle}
              rule={BG_RULE}
              onChange={(v) => up({ tabBgImage: v })}
            />
            <Row label="新标签" path="tabs">
              <Input.Search
                size="small"
                placeholder={MSG.edTabNamePrompt}
                enterButton="添加"
                value={name}
                onChange={(e) => setName(e.target.value)}
                onSearch={(v) => {
                  const m = checkTabName(v.trim());
                  if (m) return apply({ props: p, message: m, refused: true });
                  apply(addTab(p, { name: v.trim(), order: p.tabs.length, list: [] }));
                  setName('');
                }}
              />
            </Row>
            <ItemList
              items={p.tabs}
              onChange={(tabs) => up({ tabs })}
              onRemove={(i) => apply(removeTab(p, i, 1))}
              render={(t, i, setT) => (
                <>
                  <Row label="名称" path={`tabs.${i}.name`}>
                    <Input size="small" value={t.name} onChange={(e) => setT({ ...t, name: e.target.value })} />
                  </Row>
                  <Content list={t.list} onChange={(list) => setT({ ...t, list })} />
                </>
              )}
            />
          </>
        ) : (
          <Content list={p.list} onChange={(list) => up({ list })} />
        )}
      </Section>
    </>
  );
}
