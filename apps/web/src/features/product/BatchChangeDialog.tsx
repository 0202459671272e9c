import { useState } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { Alert, App, Checkbox, DatePicker, Form, InputNumber, Modal, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { MSG, yuanToCents, chinaToday } from '@yym/contract';
import { WEEK, productApi, type BatchSummary } from './api.ts';
import { escGuard } from '../../components/EscGuard.tsx';
import { withTestId } from '../../components/withTestId.ts';

interface Values {
  range: [Dayjs, Dayjs];
  weekdays: number[];
  skuIds: string[];
  price?: number | null;
  stock?: number | null;
}

/**
 * 批量修改: price and/or stock of chosen skus over a date range on chosen weekdays. The first click asks
 * the server what would change (same checks, nothing written) and shows the count; the second applies it.
 */
export function BatchChangeDialog({ productId, onClose, onDone }: { productId: string; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<BatchSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const detail = useQueryOf('ticket-batch', [productId], () => productApi.detail(productId), { gcTime: 0 }); // fresh skus each time
  const skus = (detail.data?.skus ?? []) as { id: string; name: string }[];

  const toBody = (v: Values) => ({
    productId,
    skuIds: v.skuIds,
    startDate: v.range[0].format('YYYY-MM-DD'),
    endDate: v.range[1].format('YYYY-MM-DD'),
    weekdays: v.weekdays,
    price: v.price === null || v.price === undefined ? undefined : yuanToCents(v.price),
    stock: v.stock === null || v.stock === undefined ? undefined : v.stock,
  });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return; // the form shows each field's message
    if ((v.price === null || v.price === undefined) && (v.stock === null || v.stock === undefined))
      return void message.warning(MSG.coBatchNothing);
    setBusy(true);
    setError(null);
    try {
      if (!preview) {
        setPreview(await productApi.batch({ ...toBody(v), dryRun: true }));
      } else {
        const r = await productApi.batch(toBody(v));
        void message.success(`已修改 ${r.dateCount} 个日期`);
        onDone();
        onClose();
      }
    } catch (e) {
      // kept in the dialog too: e.g. the date and sku whose sold count is higher than the new stock
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      modalRender={escGuard}
      open
      title="批量修改价格库存"
      width={640}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={preview ? '确认修改' : '预览'}
      cancelText="取消"
      okButtonProps={withTestId('batch-ok', { disabled: !!preview && preview.cellCount === 0 })}
      destroyOnHidden
    >
      {detail.isLoading ? (
        <Spin />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onValuesChange={() => {
            setPreview(null);
            setError(null);
          }}
          data-testid="batch-form"
          initialValues={{
            range: [dayjs(chinaToday()), dayjs(chinaToday(30))],
            weekdays: [0, 1, 2, 3, 4, 5, 6],
            skuIds: skus.map((s) => s.id),
          }}
        >
          <Form.Item
            name="range"
            label="日期范围"
            rules={[
              { required: true, message: '请选择日期' },
              {
                validator: (_, v?: [Dayjs, Dayjs]) =>
                  v && v[1].diff(v[0], 'day') + 1 > 366 ? Promise.reject(new Error(MSG.coBatchRangeTooLong)) : Promise.resolve(),
              },
            ]}
          >
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item name="weekdays" label="适用星期" rules={[{ required: true, type: 'array', min: 1, message: MSG.coBatchNoDates }]}>
            <Checkbox.Group options={WEEK.map((w, i) => ({ value: i, label: w }))} />
          </Form.Item>
          <Form.Item name="skuIds" label="票种" rules={[{ required: true, type: 'array', min: 1, message: MSG.coSkuRequired }]}>
            <Checkbox.Group options={skus.map((s) => ({ value: s.id, label: s.name }))} />
          </Form.Item>
          <Form.Item name="price" label="销售价" extra="不填则保持各日期原价">
            <InputNumber min={0} max={999999} precision={2} addonAfter="元" style={{ width: 200 }} data-testid="batch-price" />
          </Form.Item>
          <Form.Item name="stock" label="总库存(含已售)" extra="不填则保持原库存;不能小于该日已售数量">
            <InputNumber min={0} max={10000000} precision={0} style={{ width: 200 }} data-testid="batch-stock" />
          </Form.Item>
        </Form>
      )}
      {error && <Alert type="error" showIcon message={error} data-testid="batch-error" />}
      {preview && (
        <Alert
          type={preview.cellCount ? 'info' : 'warning'}
          showIcon
          data-testid="batch-preview"
          message={preview.cellCount ? `将修改 ${preview.dateCount} 个日期,共 ${preview.cellCount} 条价格库存` : '没有可修改的日期'}
          description={
            [
              preview.dates.length ? `${preview.dates[0]} 至 ${preview.dates[preview.dates.length - 1]}` : '',
              preview.skipped ? `${preview.skipped} 条日期尚未设置价格库存,需同时填写价格和库存才会新增` : '',
            ]
              .filter(Boolean)
              .join(';') || undefined
          }
        />
      )}
    </Modal>
  );
}
