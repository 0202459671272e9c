import { useCache, useQueryOf } from '../../app/data.ts';
import { App, Checkbox, DatePicker, Form, InputNumber, Modal } from 'antd';
import { escGuard, useBusy } from '../../components/index.ts';
import dayjs from 'dayjs';
import { MSG, chinaToday } from '@yym/contract';
import { WEEK, distributionCalls, productApi, type DisRow } from './api.ts';

export function QuotaDialog({ row, onClose }: { row: DisRow; onClose: () => void }) {
  const { message } = App.useApp();
  const { invalidate } = useCache();
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  const detail = useQueryOf('dis-skus', [row.id], () => productApi.detail(row.id), { gcTime: 0 });
  const skus = (detail.data?.skus ?? []) as { id: string; name: string }[];
  const save = async () => {
    // a field left wrong shows its message where it is; nothing else to do
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      const r = await distributionCalls.batchInventory({
        productId: row.id,
        skuIds: v.skuIds,
        startDate: v.range[0].format('YYYY-MM-DD'),
        endDate: v.range[1].format('YYYY-MM-DD'),
        weekdays: v.weekdays,
        quota: v.quota,
      });
      void message.success(`已设置 ${r.cellCount} 条分销库存${r.skipped ? `,${r.skipped} 条日期未设置价格库存已跳过` : ''}`);
      void invalidate('dis-calendar', [row.id]);
      onClose();
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`分销库存 · ${row.name}`}
      width={620}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={busy}
      okText="确定"
      cancelText="取消"
    >
      {detail.isLoading ? null : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            range: [dayjs(chinaToday()), dayjs(chinaToday(6))],
            weekdays: [0, 1, 2, 3, 4, 5, 6],
            skuIds: skus.map((s) => s.id),
            quota: 0,
          }}
        >
          <Form.Item name="range" label="日期范围" rules={[{ required: true, message: '请选择日期' }]}>
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item name="weekdays" label="适用星期" rules={[{ required: true, type: 'array', min: 1, message: MSG.coBatchNoDates }]}>
            <Checkbox.Group options={WEEK.map((w, i) => ({ value: i, label: w }))} />
          </Form.Item>
          <Form.Item name="skuIds" label="票种" rules={[{ required: true, type: 'array', min: 1, message: MSG.coSkuRequired }]}>
            <Checkbox.Group options={skus.map((s) => ({ value: s.id, label: s.name }))} />
          </Form.Item>
          <Form.Item name="quota" label="每日分销库存" extra="不能超过当日可售库存" rules={[{ required: true, message: '请输入库存' }]}>
            <InputNumber min={0} max={10000000} precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
