import { useState } from 'react';
import { App, Button, DatePicker, Drawer, Form, Input, InputNumber, Modal, Select, Switch, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { BATCH_STATUS, CODE_STATUS, ECARD_MSG, ECARD_PERMS } from '@yym/contract';
import { CrudPage, Money, escGuard, saveExport, useCan, type CrudColumn, PagedTable } from '../../components/index.ts';
import { useList, usePaging, useRefresh } from '../../app/data.ts';
import { batches, useCardOptions, codeActions, codes, type BatchRow } from './api.ts';
import { PostponeDialog } from './SalesDialogs.tsx';
import { MessageDialog, MessageProgressCell, RowRetry } from './CodeMessages.tsx';

const P = ECARD_PERMS;

/** 预制激活码: card, count, validity and price of one code; the codes are generated on save. */
function PrefabDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const cardOptions = useCardOptions();
  const submit = async () => {
    const v = await form.validateFields();
    const [a, b] = v.dates as Dayjs[];
    setBusy(true);
    try {
      const r = await codeActions.prefabricate({
        cardId: v.cardId,
        count: v.count,
        price: Math.round(Number(v.price ?? 0) * 100),
        validStart: a.format('YYYY-MM-DD'),
        validEnd: b.format('YYYY-MM-DD'),
        customerName: v.customerName,
        remark: v.remark,
      });
      void message.success(`已生成 ${r.codeCount} 个激活码`);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal modalRender={escGuard} open title="预制激活码" onCancel={onClose} onOk={() => void submit()} confirmLoading={busy}>
      <Form form={form} layout="vertical" initialValues={{ count: 100, price: 0 }}>
        <Form.Item name="cardId" label="电子卡" rules={[{ required: true, message: '请选择电子卡' }]}>
          <Select data-testid="ecard-batch-card" options={cardOptions} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="count" label="生成数量" rules={[{ required: true, message: ECARD_MSG.countRange }]}>
          <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="price" label="单价(元)">
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="dates" label="激活有效期" rules={[{ required: true, message: ECARD_MSG.validityRequired }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="customerName" label="客户名称">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The codes of a batch, with their state; an unused code can be forbidden alone. */
function CodesDrawer({ batch, onClose }: { batch: BatchRow; onClose: () => void }) {
  const { message } = App.useApp();
  const { paging, tablePaging } = usePaging(20);
  const list = useList(codes, { batchId: batch.id, ...paging });
  const refresh = useRefresh(codes);
  const canForbid = useCan(P.codeForbid);
  return (
    <Drawer open width={720} title={`激活码 · ${batch.batchNo}`} onClose={onClose}>
      <PagedTable
        list={list}
        paging={tablePaging}
        size="small"
        columns={[
          { title: '激活码', dataIndex: 'code', render: (v) => <code>{v}</code> },
          {
            title: '状态',
            dataIndex: 'codeStatus',
            width: 90,
            render: (v) => <Tag color={v === 1 ? 'green' : v === 2 ? 'red' : undefined}>{CODE_STATUS[v]}</Tag>,
          },
          { title: '激活手机号', dataIndex: 'activatePhone', width: 130 },
          { title: '激活时间', dataIndex: 'activateTime', width: 170 },
          {
            title: '操作',
            width: 80,
            render: (_, r) =>
              canForbid && r.codeStatus === 0 ? (
                <Button
                  type="link"
                  size="small"
                  onClick={async () => {
                    await codeActions.forbidCode(r.id);
                    void message.success('已禁用');
                    void refresh();
                  }}
                >
                  禁用
                </Button>
              ) : null,
          },
        ]}
      />
    </Drawer>
  );
}

/** 激活码: prefabricated batches; start or forbid, mark, export the codes as xlsx, see each code. */
export default function CodePage() {
  const { message } = App.useApp();
  const refresh = useRefresh(batches);
  const [prefab, setPrefab] = useState(false);
  const [open, setOpen] = useState<BatchRow | null>(null);
  const canAdd = useCan(P.codeAdd);
  const canEditBatch = useCan(P.codeEdit);
  const [postponing, setPostponing] = useState<BatchRow | null>(null);
  const canExport = useCan(P.codeExport);
  const canStart = useCan(P.codeStart);
  const canForbid = useCan(P.codeForbid);
  const canMessage = useCan(P.codeMessage);
  const [messaging, setMessaging] = useState<BatchRow | null>(null);
  const columns: CrudColumn<BatchRow>[] = [
    { title: '批次号', dataIndex: 'batchNo', width: 200, search: true },
    { title: '电子卡', dataIndex: 'cardName' },
    { title: '数量', dataIndex: 'codeCount', width: 80 },
    { title: '已激活', dataIndex: 'activated', width: 80 },
    {
      title: '短信',
      dataIndex: 'id',
      width: 170,
      render: (_, r) => (
        <>
          <MessageProgressCell batchId={r.id} />
          {canMessage && <RowRetry batchId={r.id} />}
        </>
      ),
    },
    { title: '单价', dataIndex: 'price', width: 90, render: (v) => <Money cents={v} /> },
    { title: '激活有效期', dataIndex: 'validStart', width: 200, render: (_, r) => `${r.validStart} 至 ${r.validEnd}` },
    { title: '客户', dataIndex: 'customerName', width: 110 },
    {
      title: '启用',
      dataIndex: 'batchStatus',
      width: 80,
      search: true,
      options: Object.entries(BATCH_STATUS).map(([v, l]) => ({ value: Number(v), label: l })),
      render: (v, r) => (
        <Switch
          size="small"
          checked={v === 1}
          disabled={v === 1 ? !canForbid : !canStart}
          onChange={async (on) => {
            await codeActions.setStatus([r.id], on);
            void message.success(on ? '已启用' : '已禁用');
            void refresh();
          }}
        />
      ),
    },
    { title: '备注', dataIndex: 'remark', width: 140, hideInTable: true },
  ];
  return (
    <>
      <CrudPage<BatchRow>
        resource={batches}
        title="激活码"
        columns={columns.map((c) => ({ ...c, form: false }))}
        perms={{ add: false, edit: false, view: false, remove: P.codeRemove, export: false }}
        actionWidth={canMessage ? 260 : 200}
        toolbar={() =>
          canAdd ? (
            <Button type="primary" data-testid="ecard-prefab" onClick={() => setPrefab(true)}>
              预制激活码
            </Button>
          ) : null
        }
        rowActions={(r) => (
          <>
            <Button type="link" size="small" onClick={() => setOpen(r)}>
              查看码
            </Button>
            {canExport && (
              <Button
                type="link"
                size="small"
                data-testid="ecard-export-codes"
                onClick={async () => saveExport(await codeActions.exportCodes(r.id), `激活码-${r.batchNo}.xlsx`, message)}
              >
                导出
              </Button>
            )}
            {canEditBatch && (
              <Button type="link" size="small" onClick={() => setPostponing(r)}>
                延期
              </Button>
            )}
            {canMessage && (
              <Button type="link" size="small" data-testid={`sms-open-${r.id}`} onClick={() => setMessaging(r)}>
                发送短信
              </Button>
            )}
          </>
        )}
      />
      {postponing && (
        <PostponeDialog
          ids={[postponing.id]}
          current={postponing.validEnd ?? undefined}
          onClose={() => setPostponing(null)}
          onDone={() => {
            setPostponing(null);
            void refresh();
          }}
        />
      )}
      {prefab && (
        <PrefabDialog
          onClose={() => setPrefab(false)}
          onDone={() => {
            setPrefab(false);
            void refresh();
          }}
        />
      )}
      {open && <CodesDrawer batch={open} onClose={() => setOpen(null)} />}
      {messaging && <MessageDialog batch={messaging} onClose={() => setMessaging(null)} />}
    </>
  );
}
