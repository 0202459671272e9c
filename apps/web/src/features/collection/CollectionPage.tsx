import { useState } from 'react';
import { App, Button, Checkbox, Dropdown, Image, Modal, Popconfirm, Select, Tabs, Tag, Typography } from 'antd';
import { COLL_DOWNLOAD_SIZES, COLL_MINT_TEXT, COLLECTION_MSG as M, COLLECTION_PERMS as P } from '@yym/contract';
import {
  CrudPage,
  DateTimeField,
  Money,
  RowSwitch,
  UploadField,
  saveBlob,
  useBusy,
  useCan,
  type CrudColumn,
} from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { collectionCalls, collections, type CollectionRow } from './api.ts';
import CollectionOrders from './CollectionOrders.tsx';

const MINT_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'green', 3: 'red' };
const CHANNELS = ['小程序', 'H5', '抖音', '美团'];

/** The chains a product may be minted on (chainConfg/list). */
function ChainSelect(p: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const chains = useQueryOf('collection-chains', [], collectionCalls.chains);
  return (
    <Select
      id={p.id}
      value={p.value}
      onChange={p.onChange}
      placeholder={M.chainRequired}
      loading={chains.isLoading}
      options={(chains.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}

const columns: CrudColumn<CollectionRow>[] = [
  {
    title: '作品',
    dataIndex: 'artwork',
    width: 80,
    render: (v) => (v ? <Image src={v} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'),
    form: {
      span: 24,
      required: M.artworkRequired,
      control: <UploadField maxFiles={1} maxMb={10} types={['png', 'jpg', 'jpeg']} dir="collection" hint="PNG或JPG,PNG可按尺寸下载" />,
    },
  },
  { title: '藏品名称', dataIndex: 'name', search: true, form: { span: 12, required: M.nameRequired, rules: [{ max: 50 }] } },
  { title: '发行方', dataIndex: 'issuer', hideInTable: true, form: { span: 12, required: M.issuerRequired, rules: [{ max: 50 }] } },
  { title: '创作者', dataIndex: 'creator', width: 90, form: { span: 12, required: M.creatorRequired, rules: [{ max: 50 }] } },
  { title: '分类', dataIndex: 'category', hideInTable: true, form: { span: 12, rules: [{ max: 20 }] } },
  { title: '简介', dataIndex: 'intro', hideInTable: true, form: { span: 24, type: 'textarea', rules: [{ max: 500 }] } },
  { title: '作品描述', dataIndex: 'description', hideInTable: true, form: { span: 24, type: 'textarea', rules: [{ max: 5000 }] } },
  { title: '售价', dataIndex: 'price', width: 90, render: (v) => (v === null ? '—' : <Money cents={v} />), form: false },
  {
    title: '售价(元)',
    dataIndex: 'priceYuan',
    hideInTable: true,
    form: { span: 12, type: 'number', min: 0, max: 99999999, required: M.priceRequired },
  },
  {
    title: '发行 / 剩余',
    dataIndex: 'left',
    width: 110,
    render: (v, r) => (r.edition === null ? '—' : `${r.edition} / ${v ?? '未上链'}`),
    form: false,
  },
  {
    title: '发行数量',
    dataIndex: 'edition',
    hideInTable: true,
    form: { span: 12, type: 'number', min: 1, max: 100000, required: M.editionRange },
  },
  {
    title: '每人限购',
    dataIndex: 'perLimit',
    hideInTable: true,
    form: { span: 12, type: 'number', min: 1, max: 100, required: M.limitRange },
  },
  { title: '上链网络', dataIndex: 'chainId', hideInTable: true, form: { span: 12, required: M.chainRequired, control: <ChainSelect /> } },
  {
    title: '开售时间',
    dataIndex: 'saleStart',
    hideInTable: true,
    form: { span: 12, required: M.saleTimeRequired, control: <DateTimeField placeholder="开售时间" /> },
  },
  {
    title: '结束时间',
    dataIndex: 'saleEnd',
    hideInTable: true,
    form: { span: 12, required: M.saleTimeRequired, control: <DateTimeField placeholder="结束时间" /> },
  },
  {
    title: '发售时间',
    dataIndex: 'saleTimes',
    width: 150,
    form: false,
    render: (_, r) =>
      r.saleStart ? (
        <span style={{ fontSize: 12, lineHeight: 1.6 }}>
          {r.saleStart.slice(0, 16)}
          <br />至 {r.saleEnd?.slice(0, 16)}
        </span>
      ) : (
        '—'
      ),
  },
  {
    title: '上链',
    dataIndex: 'mintStatus',
    width: 90,
    search: true,
    options: Object.entries(COLL_MINT_TEXT).map(([v, l]) => ({ value: Number(v), label: l })),
    render: (v, r) => (
      <Tag color={MINT_COLOR[v]} title={r.mintError ?? r.contractAddress ?? ''}>
        {COLL_MINT_TEXT[v]}
      </Tag>
    ),
    form: false,
  },
  {
    title: '上架',
    dataIndex: 'shelfStatus',
    width: 90,
    search: true,
    options: [
      { value: 1, label: '已上架' },
      { value: 0, label: '已下架' },
    ],
    render: (v, r) => (
      <RowSwitch
        checked={v === 1}
        label={`上架 ${r.name}`}
        perm={P.shelf}
        resource={collections}
        onText="上架"
        offText="下架"
        onToggle={(on) => collectionCalls.racking(r.id, on ? 1 : 0)}
      />
    ),
    form: false,
  },
];

/** 渠道: where the product is sold. */
function ChannelDialog({ row, onClose }: { row: CollectionRow; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefresh(collections);
  const [value, setValue] = useState<string[]>(row.channels);
  const { busy, attempt } = useBusy();
  return (
    <Modal
      open
      title={`销售渠道 · ${row.name}`}
      confirmLoading={busy}
      onCancel={onClose}
      onOk={() =>
        attempt(async () => {
          await collectionCalls.updateChannel(row.id, value);
          void message.success('渠道已保存');
          void refresh();
          onClose();
        })
      }
    >
      <Checkbox.Group options={CHANNELS} value={value} onChange={(v) => setValue(v as string[])} />
    </Modal>
  );
}

function RowActions({ row, onChannels }: { row: CollectionRow; onChannels: () => void }) {
  const { message, modal } = App.useApp();
  const refresh = useRefresh(collections);
  const canEdit = useCan(P.edit);
  const { busy, attempt } = useBusy();
  const mint = () =>
    attempt(async () => {
      const r = await collectionCalls.cochain(row.id);
      void message[r.mintStatus === 2 ? 'success' : 'warning'](r.mintStatus === 2 ? '上链成功' : (r.mintError ?? '上链失败'));
      void refresh();
    });
  const preview = async () => {
    const p = await collectionCalls.preview(row.id);
    const url = `${window.location.origin}${p.url}`;
    modal.info({
      title: `预览 · ${row.name}`,
      content: (
        <Typography.Paragraph copyable={{ text: url }}>
          <a href={url} target="_blank" rel="noreferrer">
            {url}
          </a>
        </Typography.Paragraph>
      ),
    });
  };
  return (
    <>
      {canEdit && (row.mintStatus === 0 || row.mintStatus === 3) && (
        <Popconfirm title={`确定将《${row.name}》的${row.edition ?? ''}份藏品上链?上链后发行数量不能修改`} onConfirm={mint}>
          <Button type="link" size="small" loading={busy} data-testid="coll-mint">
            上链
          </Button>
        </Popconfirm>
      )}
      <Button type="link" size="small" onClick={() => void preview()}>
        预览
      </Button>
      <Dropdown
        disabled={!row.artwork}
        menu={{
          items: COLL_DOWNLOAD_SIZES.map((s) => ({ key: String(s), label: `${s}px` })),
          onClick: ({ key }) => void collectionCalls.download(row.id, Number(key)).then((b) => saveBlob(b, `${row.name}-${key}.png`)),
        }}
      >
        <Button type="link" size="small">
          下载
        </Button>
      </Dropdown>
      {canEdit && (
        <Button type="link" size="small" onClick={onChannels}>
          渠道
        </Button>
      )}
    </>
  );
}

function Products() {
  const [channels, setChannels] = useState<CollectionRow | null>(null);
  return (
    <>
      <CrudPage<CollectionRow>
        resource={collections}
        title="数字藏品"
        columns={columns}
        dialogWidth={860}
        perms={{ add: P.add, edit: P.edit, remove: P.remove, view: P.view, export: false }}
        addedMessage="已保存,上链后即可上架"
        defaults={{ perLimit: 1, edition: 100, chainId: 'sandbox' }}
        toForm={(r) => ({ ...r, priceYuan: r.price === null ? undefined : r.price / 100 })}
        beforeSubmit={(r) => ({
          ...r,
          price: Math.round(Number(r.priceYuan ?? 0) * 100),
          edition: Number(r.edition),
          perLimit: Number(r.perLimit),
          cover: r.cover || null,
          intro: r.intro ?? '',
          description: r.description ?? '',
          category: r.category ?? '',
        })}
        actionWidth={290}
        pollWhile={(rows) => rows.some((r) => r.mintStatus === 1)}
        rowActions={(r) => <RowActions row={r} onChannels={() => setChannels(r)} />}
      />
      {channels && <ChannelDialog row={channels} onClose={() => setChannels(null)} />}
    </>
  );
}

/** 数字藏品: the cultural products (info, showcase, rules, minting, shelf) and, on the second tab, their orders. */
export default function CollectionPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'products', label: '藏品管理', children: <Products /> },
        { key: 'orders', label: '藏品订单', children: <CollectionOrders /> },
      ]}
    />
  );
}
