import { useState } from 'react';
import { useCache, useQueryOf } from '../../app/data.ts';
import { App, Button, Form, Input, Modal, Popconfirm, Table, Tag } from 'antd';
import { BIND_LIMIT, ECARD_PERMS, FACE_MSG, USER_COUPON_STATUS_TEXT, checkIdCard, checkMobile } from '@yym/contract';
import { Money, escGuard, useCan } from '../../components/index.ts';
import { heldPeople, type BoundPerson, type HeldCoupon } from './api.ts';

const P = ECARD_PERMS;
const COUPON_COLOR: Record<number, string> = { 0: 'green', 2: 'default' };

/** 绑定人: real name (name and ID card under the contract's rule), phone optional. */
function BindDialog({ id, onClose, onDone }: { id: string; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await heldPeople.bind({ id, name: v.name, idCard: v.idCard, phone: v.phone || null });
      onDone();
    } catch {
      // the client showed the server's message; the dialog stays open
    } finally {
      setBusy(false);
    }
  };
  const rule = (check: (v: unknown) => string | null, optional = false) => ({
    validator: async (_: unknown, v: string) => {
      const m = optional && !v ? null : check(v);
      if (m) throw new Error(m);
    },
  });
  return (
    <Modal modalRender={escGuard} open title="绑定人员" onCancel={onClose} onOk={() => void submit()} confirmLoading={busy}>
      <Form form={form} layout="vertical">
        <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: FACE_MSG.bindName }]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="idCard" label="身份证号" rules={[rule(checkIdCard)]}>
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item name="phone" label="手机号(选填)" rules={[rule(checkMobile, true)]}>
          <Input maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 绑定人员 tab: the holder and the people bound to the card (ID cards masked). */
export function BoundPeopleTab({ id, cancelled }: { id: string; cancelled: boolean }) {
  const { message } = App.useApp();
  const canEdit = useCan(P.memberEdit);
  const [binding, setBinding] = useState(false);
  const people = useQueryOf('ecard-held-people', [id], () => heldPeople.list(id));
  const members = (people.data ?? []).filter((p) => !p.holder).length;
  const { invalidate } = useCache();
  const refresh = () => invalidate('ecard-held-people', [id]);
  return (
    <>
      {canEdit && !cancelled && (
        <Button style={{ marginBottom: 12 }} disabled={members >= BIND_LIMIT} onClick={() => setBinding(true)}>
          绑定人员({members}/{BIND_LIMIT})
        </Button>
      )}
      <Table<BoundPerson>
        rowKey={(r) => r.id ?? 'holder'}
        size="small"
        pagination={false}
        loading={people.isLoading}
        dataSource={people.data ?? []}
        columns={[
          {
            title: '姓名',
            dataIndex: 'name',
            render: (v, r) =>
              r.holder ? (
                <>
                  {v} <Tag color="blue">持卡人</Tag>
                </>
              ) : (
                v
              ),
          },
          { title: '身份证号', dataIndex: 'idCard', width: 190, render: (v) => v ?? '-' },
          { title: '手机号', dataIndex: 'phone', width: 130, render: (v) => v ?? '-' },
          { title: '绑定时间', dataIndex: 'createTime', width: 170, render: (v) => v ?? '-' },
          {
            title: '操作',
            width: 80,
            render: (_, r) =>
              canEdit && !r.holder ? (
                <Popconfirm
                  title={`确定解除 ${r.name} 的绑定?`}
                  onConfirm={async () => {
                    await heldPeople.unbind(id, r.id!);
                    void message.success('已解除绑定');
                    void refresh();
                  }}
                >
                  <Button type="link" size="small" danger>
                    解绑
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      {binding && (
        <BindDialog
          id={id}
          onClose={() => setBinding(false)}
          onDone={() => {
            setBinding(false);
            void message.success('已绑定');
            void refresh();
          }}
        />
      )}
    </>
  );
}

/** 优惠券 tab: the holder's coupons (by the card's customer or the holder's phone). */
export function HeldCouponsTab({ id }: { id: string }) {
  const coupons = useQueryOf('ecard-held-coupons', [id], () => heldPeople.coupons(id));
  return (
    <Table<HeldCoupon>
      rowKey="id"
      size="small"
      pagination={false}
      loading={coupons.isLoading}
      dataSource={coupons.data ?? []}
      locale={{ emptyText: '持卡人没有优惠券' }}
      columns={[
        { title: '优惠券', dataIndex: 'couponName' },
        { title: '规则', dataIndex: 'ruleText', width: 160 },
        { title: '面额', dataIndex: 'amount', width: 90, render: (v) => (v ? <Money cents={Number(v)} /> : '-') },
        {
          title: '状态',
          dataIndex: 'useStatus',
          width: 90,
          render: (v) => <Tag color={COUPON_COLOR[v]}>{USER_COUPON_STATUS_TEXT[v] ?? v}</Tag>,
        },
        { title: '有效期', dataIndex: 'endDate', width: 200, render: (_, r) => `${r.startDate ?? ''} 至 ${r.endDate ?? ''}` },
      ]}
    />
  );
}
