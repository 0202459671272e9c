import { useState } from 'react';
import { App, Input, Select } from 'antd';
import {
  CUBE_RATIOS,
  CUBE_TEMPLATES,
  MSG,
  addTab,
  checkTabName,
  cubeCellCount,
  removeCubeGroup,
  removeTab,
  setCubeTemplate,
  zCubeGroup,
  type BlockProps,
} from '@yym/contract';
import { Choice, Color, ItemList, Row, Section, Toggle, useApply } from '../../kit/fields.tsx';
import { ImageField } from '../../kit/ImageField.tsx';
import { LinkField, pickLink } from '../../kit/LinkField.tsx';
import type { PanelProps } from '../../registry.ts';

type P = BlockProps<'cube'>;
type Group = P['dataList'][number];

const cellSize = (type: number) =>
  type === 1 ? '690x690 / 750x750' : type === 2 ? '334x334' : type === 3 ? '216x216' : type === 4 ? '160x160' : '334宽';

export default function CubePanel({ props: p, set }: PanelProps<P>) {
  const apply = useApply(set);
  const { modal } = App.useApp();
  const up = (x: Partial<P>, key?: string) => set({ ...p, ...x }, key);
  const [name, setName] = useState('');
  const groups = (list: Group[], onChange: (l: Group[]) => void, onRemove: (i: number) => void) => (
    <ItemList
      items={list}
      onChange={onChange}
      addLabel="添加魔方组"
      max={100}
      onAdd={() =>
        onChange([
          ...list,
          zCubeGroup.parse({ list: Array.from({ length: cubeCellCount(p.checkedType) }, () => ({})), order: list.length }),
        ])
      }
      onRemove={(i) => modal.confirm({ title: MSG.edCubeGroupDelete, onOk: () => onRemove(i) })}
      render={(g, _i, setG) =>
        g.list.map((cell, k) => (
          <div key={k} className="ed-sub">
            <ImageField
              label={`图片${k + 1}`}
              value={cell.imgUrl}
              size={cellSize(p.checkedType)}
              onChange={(v) => setG({ ...g, list: g.list.map((c, j) => (j === k ? { ...c, imgUrl: v } : c)) })}
            />
            <LinkField
              label={`链接${k + 1}`}
              value={cell}
              onChange={(l) => setG({ ...g, list: g.list.map((c, j) => (j === k ? { ...c, ...pickLink(l) } : c)) })}
            />
          </div>
        ))
      }
    />
  );
  return (
    <>
      <Section title="布局">
        <Row label="模板">
          <Select
            size="small"
            style={{ width: 160 }}
            value={p.checkedType}
            onChange={(v) => apply(setCubeTemplate(p, v))}
            options={CUBE_TEMPLATES.map((t) => ({ value: t.type, label: t.label }))}
          />
        </Row>
        <Row label="比例">
          <Select
            size="small"
            style={{ width: 160 }}
            value={p.proportion}
            onChange={(v) => up({ proportion: v })}
            options={CUBE_RATIOS.map((r, i) => ({ value: i + 1, label: p.checkedType === 2 && r === '167:118' ? '167:188' : r }))}
          />
        </Row>
        <Choice
          label="样式"
          value={p.isCard}
          onChange={(v) => up({ isCard: v })}
          options={[
            { value: 1, label: '卡片' },
            { value: 0, label: '平铺' },
          ]}
        />
        <Choice
          label="圆角"
          value={p.isRadius}
          onChange={(v) => up({ isRadius: v })}
          options={[
            { value: 1, label: '圆角' },
            { value: 0, label: '直角' },
          ]}
        />
        <Toggle label="去掉下边距" value={p.hidePaddingBottom} onChange={(v) => up({ hidePaddingBottom: v })} />
        <Color label="背景色" value={p.backgroundColor} onChange={(v) => up({ backgroundColor: v })} />
      </Section>
      <Section title="内容">
        <Toggle
          label="标签页"
          value={p.isTab}
          onChange={(v) =>
            up({
              isTab: v,
              tabs:
                v && p.tabs.length < 2
                  ? [
                      { name: '推荐', order: 0, dataList: p.dataList },
                      { name: '热门', order: 1, dataList: p.dataList },
                    ]
                  : p.tabs,
            })
          }
        />
        {p.isTab ? (
          <>
            <Choice
              label="标签样式"
              value={p.tabStyle}
              onChange={(v) => up({ tabStyle: v })}
              options={[1, 2, 3, 4].map((n) => ({ value: n, label: `样式${n}` }))}
            />
            <Row label="新标签" path="tabs">
              <Input.Search
                size="small"
                placeholder={MSG.edTabNamePrompt}
                enterButton="添加"
                value={name}
                onChange={(e) => setName(e.target.value)}
                onSearch={(v) => {
                  const m = checkTabName(v.trim(), 4);
                  if (m) return apply({ props: p, message: m, refused: true });
                  apply(addTab(p, { name: v.trim(), order: p.tabs.length, dataList: p.dataList }, 10, MSG.edCubeTabsMax));
                  setName('');
                }}
              />
            </Row>
            <ItemList
              items={p.tabs}
              onChange={(tabs) => up({ tabs })}
              onRemove={(i) => apply(removeTab(p, i, 2))}
              render={(t, i, setT) => (
                <>
                  <Row label="名称" path={`tabs.${i}.name`}>
                    <Input size="small" value={t.name} onChange={(e) => setT({ ...t, name: e.target.value })} />
                  </Row>
                  {groups(
                    t.dataList,
                    (dataList) => setT({ ...t, dataList }),
                    (k) => {
                      if (t.dataList.length <= 1) return apply({ props: p, message: MSG.edCubeGroupMin, refused: true });
                      setT({ ...t, dataList: t.dataList.filter((_, j) => j !== k) });
                    },
                  )}
                </>
              )}
            />
          </>
        ) : (
          groups(
            p.dataList,
            (dataList) => up({ dataList }),
            (i) => apply(removeCubeGroup(p, i)),
          )
        )}
      </Section>
    </>
  );
}
