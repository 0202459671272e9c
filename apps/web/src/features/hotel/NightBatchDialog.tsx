import { useState } from 'react';
import { Alert, App, Checkbox, DatePicker, Form, InputNumber, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MSG, WEEKDAY_NAMES, chinaToday, yuanToCents } from '@yym/contract';
import { escGuard } from '../../components/EscGuard.tsx';
import { hotelActions, type RoomBoard } from './api.ts';
import { withTestId } from '../../components/withTestId.ts';

interface Values {
  range: [Dayjs, Dayjs];
  weekdays: number[];
  planIds: string[];
  price?: number | null;
  stock?: number | null;
}

/** 批量设置: price and/or rooms of chosen plans over a date range on chosen weekdays (all or nothing). */
export function NightBatchDialog({ board, onClose, onDone }: { board: RoomBoard; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const none = (x: unknown) => x === null || x === undefined;
    if (none(v.price) && none(v.stock)) return void setError(MSG.coBatchNothing);
    setBusy(true);
    setError(null);
    try {
      const n = await hotelActions.batchNights({
        planIds: v.planIds,
        startDate: v.range[0].format('YYYY-MM-DD'),
        endDate: v.range[1].format('YYYY-MM-DD'),
        weekdays: v.weekdays,
        price: none(v.price) ? undefined : yuanToCents(String(v.price)),
        stock: none(v.stock) ? undefined : Number(v.stock),
      });
      void message.success(`已设置 ${n} 个房晚`);
      onDone();
      onClose();
    } catch (e) {
      setError((e as Error).message); // e.g. the night whose sold rooms exceed the new stock
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`批量设置房价房量 · ${board.hotelName}`}
      width={640}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText="确认设置"
      cancelText="取消"
      okButtonProps={withTestId('night-batch-ok')}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={() => setError(null)}
        initialValues={{
          range: [dayjs(chinaToday()), dayjs(chinaToday(6))],
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          planIds: board.rows.map((r) => r.planId),
        }}
      >
        <Form.Item name="range" label="日期范围" rules={[{ required: true, message: '请选择日期' }]}>
          <DatePicker.RangePicker data-testid="night-batch-range" />
        </Form.Item>
        <Form.Item name="weekdays" label="适用星期" rules={[{ required: true, type: 'array', min: 1, message: MSG.coBatchNoDates }]}>
          <Checkbox.Group options={WEEKDAY_NAMES.map((w, i) => ({ value: i, label: w }))} />
        </Form.Item>
        <Form.Item name="planIds" label="酒店产品" rules={[{ required: true, type: 'array', min: 1, message: MSG.selectAtLeastOne }]}>
          <Checkbox.Group options={board.rows.map((r) => ({ value: r.planId, label: `${r.roomTypeName} · ${r.planName}` }))} />
        </Form.Item>
        <Form.Item name="price" label="房价" extra="不填则保持原价(新日期按门市价)">
          <InputNumber min={0} max={999999} precision={2} addonAfter="元/晚" style={{ width: 220 }} data-testid="night-batch-price" />
        </Form.Item>
        <Form.Item name="stock" label="房量(含已售)" extra="不填则保持原房量;不能小于该晚已售间数">
          <InputNumber min={0} max={9999} precision={0} addonAfter="间" style={{ width: 220 }} data-testid="night-batch-stock" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon message={error} data-testid="night-batch-error" />}
    </Modal>
  );
}
