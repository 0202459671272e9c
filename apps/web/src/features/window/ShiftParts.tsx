import { useState } from 'react';
import { Button, Card, Descriptions, Input, Modal, Select, Table } from 'antd';
import { PAY_METHOD_TEXT, centsToYuan, yuanToCents } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { Money, escGuard, useBusy } from '../../components/index.ts';
import { type CounterInfo, closeShift, currentShift, openShift } from './api.ts';

const yuanOk = (s: string) => /^\d+(\.\d{1,2})?$/.test(s.trim());

/** No shift yet: pick the window, say the opening cash, Enter opens it. */
export function OpenShift({ info, onOpened }: { info: CounterInfo; onOpened: () => void }) {
  const [windowId, setWindowId] = useState(info.windows[0]?.id);
  const [cash, setCash] = useState('');
  const { busy, attempt } = useBusy();
  const open = () =>
    attempt(async () => {
      await openShift(windowId!, yuanOk(cash) ? yuanToCents(cash) : 0);
      onOpened();
    });
  return (
    <Card title="开班" style={{ maxWidth: 420 }}>
      <p>{info.seller.name},请选择售票窗口并清点备用金后开班。</p>
      <Select
        aria-label="售票窗口"
        style={{ width: '100%', marginBottom: 8 }}
        value={windowId}
        onChange={setWindowId}
        options={info.windows.map((w) => ({ value: w.id, label: w.name }))}
      />
      <Input
        aria-label="备用金"
        addonBefore="备用金"
        addonAfter="元"
        value={cash}
        autoFocus
        onChange={(e) => setCash(e.target.value)}
        onPressEnter={() => void open()}
      />
      <Button type="primary" block style={{ marginTop: 12 }} loading={busy} disabled={!windowId} onClick={() => void open()}>
        开班 (Enter)
      </Button>
    </Card>
  );
}

/** 交班: the running totals by method, the cash expected, the cash counted and why they differ. */
export function CloseShiftDialog({ onClose, onClosed }: { onClose: () => void; onClosed: () => void }) {
  const live = useQueryOf('window-shift-live', [], currentShift);
  const [counted, setCounted] = useState('');
  const [remark, setRemark] = useState('');
  const { busy, attempt } = useBusy();
  const s = live.data;
  const countedCents = yuanOk(counted) ? yuanToCents(counted) : null;
  const close = () =>
    attempt(async () => {
      await closeShift(countedCents ?? -1, remark.trim());
      onClosed();
    });
  return (
    <Modal
      modalRender={escGuard}
      open
      title="交班"
      width={640}
      onCancel={onClose}
      onOk={() => void close()}
      okText="确认交班"
      confirmLoading={busy}
      okButtonProps={{ disabled: countedCents == null }}
    >
      {s && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="班次">{s.shiftNo}</Descriptions.Item>
            <Descriptions.Item label="售出票数">{s.live.tickets}</Descriptions.Item>
            <Descriptions.Item label="备用金">
              <Money cents={s.openingCash} />
            </Descriptions.Item>
            <Descriptions.Item label="应有现金">
              <span data-testid="expected-cash">
                <Money cents={s.live.expectedCash} />
              </span>
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            style={{ margin: '12px 0' }}
            rowKey="payMethod"
            pagination={false}
            dataSource={s.live.byMethod}
            columns={[
              { title: '支付方式', dataIndex: 'payMethod', render: (m: keyof typeof PAY_METHOD_TEXT) => PAY_METHOD_TEXT[m] },
              { title: '销售笔数', dataIndex: 'sales' },
              { title: '销售金额', dataIndex: 'salesMoney', render: (v: number) => <Money cents={v} /> },
              { title: '退票笔数', dataIndex: 'refunds' },
              { title: '退款金额', dataIndex: 'refundMoney', render: (v: number) => <Money cents={v} /> },
            ]}
          />
          <Input
            aria-label="清点现金"
            addonBefore="清点现金"
            addonAfter="元"
            autoFocus
            value={counted}
            onChange={(e) => setCounted(e.target.value)}
          />
          {countedCents != null && (
            <div style={{ margin: '8px 0' }} data-testid="cash-diff">
              差额 {centsToYuan(countedCents - s.live.expectedCash)} 元
            </div>
          )}
          <Input.TextArea
            aria-label="交班备注"
            placeholder="差额原因等(超出允许差额时必填)"
            maxLength={200}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            style={{ marginTop: 8 }}
          />
        </>
      )}
    </Modal>
  );
}
