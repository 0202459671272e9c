import { useState } from 'react';
import { App, Button, Cascader, Input, Modal, Radio, Space, Tabs } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { FUNCTION_PAGES, LINK_TYPES, MSG, PAGE_TEMPLATES, checkPhones, type CatalogueNode, type Link } from '@yym/contract';
import { Row } from './fields.tsx';
import { ActivityPicker, GoodsPicker, PagePicker, StrategyPicker, TicketPicker, VoicePicker } from '../pickers/pickers.tsx';

const LINK_KEYS = [
  'linkType',
  'webUrl',
  'linkUrl',
  'linkUrl1',
  'linkSName',
  'linkParmas',
  'appid',
  'path',
  'extarData',
  'navigationType',
  'tell',
] as const;
export const pickLink = (v: Partial<Link>): Link => Object.fromEntries(LINK_KEYS.map((k) => [k, v[k]])) as Link;

/** A one-line description of a link for the panel. */
export function describeLink(l: Partial<Link>): string {
  switch (l.linkType) {
    case 1:
      return `H5: ${l.webUrl}`;
    case 3:
      return `小程序页面: ${l.linkSName || l.linkUrl1}`;
    case 4:
      return `其他小程序: ${l.appid}`;
    case 5:
      return `拨打电话: ${(l.tell ?? []).join(' / ')}`;
    case 6:
      return '打卡';
    case 7:
      return '分享';
    default:
      return '未设置链接';
  }
}

function findPath(tree: CatalogueNode[], values: string[]): CatalogueNode[] {
  const out: CatalogueNode[] = [];
  let level = tree;
  for (const v of values) {
    const n = level.find((x) => x.value === v);
    if (!n) break;
    out.push(n);
    level = n.children ?? [];
  }
  return out;
}

/** The link of an item: shows what it points to, edits it in the link picker. */
export function LinkField({ value, onChange, label = '链接' }: { value: Partial<Link>; onChange: (l: Link) => void; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Row label={label}>
      <Space.Compact style={{ width: '100%' }}>
        <Input readOnly value={describeLink(value)} aria-label={`${label}说明`} />
        <Button icon={<LinkOutlined />} onClick={() => setOpen(true)}>
          设置
        </Button>
      </Space.Compact>
      {open && (
        <LinkModal
          value={value}
          onCancel={() => setOpen(false)}
          onOk={(l) => {
            onChange(l);
            setOpen(false);
          }}
        />
      )}
    </Row>
  );
}

type PickerKind = NonNullable<CatalogueNode['picker']>;

export function LinkModal({ value, onOk, onCancel }: { value: Partial<Link>; onOk: (l: Link) => void; onCancel: () => void }) {
  const { message } = App.useApp();
  const [l, setL] = useState<Link>(() =>
    pickLink({
      linkType: 0,
      webUrl: '',
      linkUrl: [],
      linkUrl1: '',
      linkSName: '',
      linkParmas: { typeCode: '', name: '', id: '' },
      appid: '',
      path: '',
      extarData: '',
      navigationType: 0,
      tell: [],
      ...value,
    }),
  );
  const [catalogue, setCatalogue] = useState<'template' | 'function'>(
    FUNCTION_PAGES.some((f) => f.value === l.linkUrl[0]) ? 'function' : 'template',
  );
  const [picker, setPicker] = useState<PickerKind | null>(null);
  const patch = (p: Partial<Link>) => setL((x) => ({ ...x, ...p }));
  const tree = catalogue === 'template' ? PAGE_TEMPLATES : FUNCTION_PAGES;
  const nodes = findPath(tree, l.linkUrl);
  const leaf = nodes[nodes.length - 1];
  const needsTarget = !!leaf?.picker;

  const choosePath = (values: string[]) => {
    const path = findPath(tree, values);
    const last = path[path.length - 1];
    patch({
      linkUrl: values,
      linkUrl1: last?.picker ? '' : (last?.path ?? ''),
      linkSName: path.map((n) => n.label).join('/'),
      linkParmas: { typeCode: '', name: '', id: '' },
    });
  };
  const choseTarget = (id: string, name: string) => {
    if (!leaf?.path) return;
    const typeCode = nodes.map((n) => n.value).join(',');
    patch({
      linkUrl: [...nodes.map((n) => n.value), typeCode, name, id],
      linkUrl1: `${leaf.path}?${leaf.param}=${id}`,
      linkSName: `${nodes.map((n) => n.label).join('/')}: ${name}`,
      linkParmas: { typeCode, name, id },
    });
    setPicker(null);
  };
  const ok = () => {
    if (l.linkType === 1 && !/^https?:\/\//.test(l.webUrl)) return void message.error(MSG.urlFormat);
    if (l.linkType === 3 && (!l.linkUrl1 || (needsTarget && !l.linkParmas.id))) return void message.error(MSG.selectAtLeastOne);
    if (l.linkType === 4 && !l.appid) return void message.error(MSG.paramInvalid);
    const tell = l.tell.filter(Boolean);
    const m = checkPhones(tell);
    if (m) return void message.error(m);
    onOk({ ...l, tell });
  };

  return (
    <Modal open title="选择链接" width={640} onCancel={onCancel} onOk={ok} okText="确定" cancelText="取消">
      <Radio.Group
        value={l.linkType}
        onChange={(e) => patch({ linkType: e.target.value })}
        options={LINK_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        style={{ marginBottom: 16 }}
      />
      {l.linkType === 1 && (
        <Input aria-label="网页地址" placeholder="https://" value={l.webUrl} onChange={(e) => patch({ webUrl: e.target.value })} />
      )}
      {l.linkType === 3 && (
        <>
          <Tabs
            activeKey={catalogue}
            onChange={(k) => {
              setCatalogue(k as 'template');
              patch({ linkUrl: [], linkUrl1: '' });
            }}
            items={[
              { key: 'template', label: '页面模板' },
              { key: 'function', label: '功能页面' },
            ]}
          />
          <Space direction="vertical" style={{ width: '100%' }}>
            <Cascader
              style={{ width: '100%' }}
              aria-label="页面"
              placeholder="选择页面"
              value={nodes.map((n) => n.value)}
              changeOnSelect={false}
              options={tree}
              fieldNames={{ label: 'label', value: 'value', children: 'children' }}
              onChange={(v) => choosePath((v ?? []) as string[])}
            />
            {needsTarget && (
              <Space>
                <Button onClick={() => setPicker(leaf!.picker!)}>选择{leaf!.label}</Button>
                <span>{l.linkParmas.name || '未选择'}</span>
              </Space>
            )}
            <Radio.Group
              value={l.navigationType}
              onChange={(e) => patch({ navigationType: e.target.value })}
              options={[
                { value: 0, label: '普通打开' },
                { value: 1, label: '半屏打开' },
              ]}
            />
          </Space>
        </>
      )}
      {l.linkType === 4 && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input addonBefore="appid" value={l.appid} onChange={(e) => patch({ appid: e.target.value })} />
          <Input addonBefore="页面路径" value={l.path} onChange={(e) => patch({ path: e.target.value })} />
          <Input.TextArea
            placeholder="extraData, 格式 key:'value'"
            value={l.extarData}
            onChange={(e) => patch({ extarData: e.target.value })}
          />
          <Radio.Group
            value={l.navigationType}
            onChange={(e) => patch({ navigationType: e.target.value })}
            options={[
              { value: 0, label: '普通打开' },
              { value: 1, label: '半屏打开' },
            ]}
          />
        </Space>
      )}
      {l.linkType === 5 && (
        <Space direction="vertical" style={{ width: '100%' }}>
          {[0, 1].map((i) => (
            <Input
              key={i}
              aria-label={`电话${i + 1}`}
              placeholder={`电话号码${i + 1}${i ? '(选填)' : ''}`}
              value={l.tell[i] ?? ''}
              onChange={(e) => {
                const tell = [...l.tell];
                tell[i] = e.target.value.trim();
                patch({ tell: tell.filter((x, k) => x || k === 0) });
              }}
            />
          ))}
          <span style={{ color: '#6b6b6b' }}>最多两个号码</span>
        </Space>
      )}
      {(l.linkType === 6 || l.linkType === 7) && (
        <div style={{ color: '#6b6b6b' }}>{l.linkType === 6 ? '点击后打开打卡页' : '点击后唤起分享'}</div>
      )}

      <PagePicker open={picker === 'page'} onCancel={() => setPicker(null)} onOk={([r]) => choseTarget(String(r.id), r.title)} />
      <GoodsPicker
        open={picker === 'product' || picker === 'poi'}
        multiple={false}
        onCancel={() => setPicker(null)}
        onOk={([r]) => r && choseTarget(r.goodsId, r.goodsName)}
      />
      <TicketPicker
        open={picker === 'voucher'}
        multiple={false}
        onCancel={() => setPicker(null)}
        onOk={([r]) => choseTarget(String(r.id), r.name)}
      />
      <StrategyPicker open={picker === 'guide'} onCancel={() => setPicker(null)} onOk={([r]) => choseTarget(String(r.id), r.title)} />
      <VoicePicker open={picker === 'voice'} onCancel={() => setPicker(null)} onOk={([r]) => choseTarget(String(r.id), r.name)} />
      <ActivityPicker open={picker === 'activity'} onCancel={() => setPicker(null)} onOk={([r]) => choseTarget(String(r.id), r.name)} />
    </Modal>
  );
}
