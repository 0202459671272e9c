import { useCallback, useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Switch, Tag } from 'antd';
import { ECARD_MSG, ECARD_PERMS, ECARD_TYPES, MSG } from '@yym/contract';
import { CrudPage, Money, escGuard, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { cardActions, cards, type CardRow } from './api.ts';
import { CardEditor } from './CardEditor.tsx';
import { ChannelDialog } from './SalesDialogs.tsx';
import { RenewalDialog } from './RenewalDialog.tsx';

const P = ECARD_PERMS;

/** 赠送: issue a held card of this card to a customer. */
function GiveDialog({ row, onClose }: { row: CardRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const submit = async () => {
    const v = await form.validateFields();
    await cardActions.give({ cardId: row.id, ...v });
    void message.success('赠送成功');
    onClose();
  };
  return (
    <Modal modalRender={escGuard} open title={`赠送 · ${row.name}`} onCancel={onClose} onOk={() => void submit()}>
      <Form form={form} layout="vertical">
        <Form.Item name="holderName" label="持卡人" rules={[{ required: true, whitespace: true, message: ECARD_MSG.holderRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="holderPhone" label="手机号" rules={[{ required: true, message: '请输入手机号' }]}>
          <Input maxLength={11} />
        </Form.Item>
        {row.realName === 1 && (
          <Form.Item name="holderIdCard" label="身份证号" rules={[{ required: true, message: ECARD_MSG.idCardRequired }]}>
            <Input maxLength={18} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** 电子卡列表: cards with their projects, made in three steps; shelf switch, copy, give away, delete with confirm. */
export default function CardPage() {
  const { message } = App.useApp();
  const refresh = useRefresh(cards);
  const canShelf = useCan(P.shelf);
  const canEdit = useCan(P.edit);
  const canCopy = useCan(P.copy);
  const canGive = useCan(P.give);
  const canRemove = useCan(P.remove);
  const canAdd = useCan(P.add);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [giving, setGiving] = useState<CardRow | null>(null);
  const [channeling, setChanneling] = useState<CardRow | null>(null);
  const closeChannels = useCallback(() => setChanneling(null), []);
  const [renewing, setRenewing] = useState<CardRow | null>(null);
  const closeRenewal = useCallback(() => setRenewing(null), []);
  const after = async (p: Promise<unknown>, text: string = MSG.updateSuccess) => {
    await p;
    void message.success(text);
    void refresh();
  };
  const columns: CrudColumn<CardRow>[] = [
    { title: '电子卡名称', dataIndex: 'name', search: true, form: false },
    {
      title: '类型',
      dataIndex: 'cardType',
      width: 80,
      options: Object.entries(ECARD_TYPES).map(([v, l]) => ({ value: Number(v), label: l })),
      search: true,
      render: (v) => ECARD_TYPES[v] ?? '—',
      form: false,
    },
    { title: '售价', dataIndex: 'price', width: 100, render: (v) => <Money cents={v} />, form: false },
    { title: '适用项目', dataIndex: 'projectNames', form: false, render: (v) => v || <Tag>未设置</Tag> },
    {
      title: '有效期',
      dataIndex: 'validityType',
      width: 200,
      form: false,
      render: (_, r) => (r.validityType === 1 ? `${r.validStart ?? ''} 至 ${r.validEnd ?? ''}` : `激活后${r.validDays}天`),
    },
    { title: '库存/已售', dataIndex: 'stock', width: 100, form: false, render: (_, r) => `${r.stock} / ${r.sold}` },
    { title: '持卡人数', dataIndex: 'holders', width: 90, form: false },
    {
      title: '上架',
      dataIndex: 'shelfStatus',
      width: 90,
      search: true,
      options: [
        { value: 1, label: '已上架' },
        { value: 0, label: '已下架' },
      ],
      form: false,
      render: (v, r) =>
        r.step < 3 ? (
          <Tag color="orange">待完善</Tag>
        ) : (
          <Switch
            size="small"
            checked={v === 1}
            disabled={!canShelf}
            data-testid="ecard-shelf"
            aria-label={`${r.name} 上架`}
            onChange={(on) => void after(cardActions.shelve([r.id], on ? 1 : 0))}
          />
        ),
    },
  ];
  return (
    <>
      <CrudPage<CardRow>
        resource={cards}
        title="电子卡列表"
        columns={columns}
        perms={{ add: false, edit: false, view: false, remove: false, export: false }}
        actionWidth={280}
        toolbar={() =>
          canAdd ? (
            <Button type="primary" data-testid="ecard-new" onClick={() => setEditing({ id: null })}>
              新建电子卡
            </Button>
          ) : null
        }
        rowActions={(r) => (
          <>
            {canEdit && (
              <Button type="link" size="small" onClick={() => setEditing({ id: r.id })}>
                编辑
              </Button>
            )}
            {canCopy && (
              <Button type="link" size="small" onClick={() => void after(cardActions.copy(r.id), '复制成功')}>
                复制
              </Button>
            )}
            {canEdit && (
              <Button type="link" size="small" onClick={() => setChanneling(r)}>
                渠道
              </Button>
            )}
            {canEdit && r.step >= 3 && (
              <Button type="link" size="small" onClick={() => setRenewing(r)}>
                续卡
              </Button>
            )}
            {canGive && r.step >= 3 && (
              <Button type="link" size="small" onClick={() => setGiving(r)}>
                赠送
              </Button>
            )}
            {canRemove && (
              <Popconfirm title="确定删除该电子卡?" onConfirm={() => after(cards.remove!([r.id]), MSG.deleteSuccess)}>
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </>
        )}
      />
      {editing && (
        <CardEditor
          id={editing.id}
          onClose={() => {
            setEditing(null);
            void refresh();
          }}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {giving && <GiveDialog row={giving} onClose={() => setGiving(null)} />}
      {channeling && <ChannelDialog card={channeling} onClose={closeChannels} />}
      {renewing && <RenewalDialog card={renewing} onClose={closeRenewal} />}
    </>
  );
}
