import { App, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { Money, escGuard, useBusy } from '../../components/index.ts';
import { useQueryOf } from '../../app/data.ts';
import { disGoods, placeOnAccount, type DisRow, type PartnerRow } from './api.ts';

/**
 * 代下单: a ticket order for a distributor, paid from its account at once (the distribution price;
 * refused past its credit limit, with nothing left behind).
 */
export function OrderOnAccountDialog({ distributor, onClose }: { distributor: PartnerRow; onClose: (done: boolean) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { busy, attempt } = useBusy();
  const goods = useQueryOf(disGoods, ['of', distributor.id], () => disGoods.list({ current: 1, size: 100, distributorId: distributor.id }));
  const rows = (goods.data && !Array.isArray(goods.data) ? goods.data.records : []) as DisRow[];
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await attempt(async () => {
      const o = await placeOnAccount({
        distributorId: distributor.id,
        productId: v.productId,
        touristDate: v.date.format('YYYY-MM-DD'),
        quantity: v.quantity,
        contactName: v.contactName,
        contactPhone: v.contactPhone,
        idempotencyKey: `dis-${distributor.id}-${Date.now()}`,
      });
      void message.success(`下单成功:${o.orderNo},账户扣款 ¥${(o.totalMoney / 100).toFixed(2)}`);
      onClose(true);
    });
  };
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`代下单 · ${distributor.name}`}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      okText="下单并从账户扣款"
      okButtonProps={{ loading: busy }}
    >
      <p>
        可用额度 <Money cents={distributor.available} />
        (余额加授信额度),按分销价从账户扣款。
      </p>
      <Form form={form} layout="vertical" initialValues={{ quantity: 1, date: dayjs().add(1, 'day') }}>
        <Form.Item name="productId" label="已授权商品" rules={[{ required: true, message: '请选择商品' }]}>
          <Select
            aria-label="已授权商品"
            loading={goods.isLoading}
            placeholder={goods.isLoading ? '加载中' : rows.length ? '请选择' : '该分销商暂无授权商品,请先在分销商品中授权'}
            options={rows.map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
        <Form.Item name="date" label="游玩日期" rules={[{ required: true, message: '请选择游玩日期' }]}>
          <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} aria-label="游玩日期" />
        </Form.Item>
        <Form.Item name="quantity" label="数量" rules={[{ required: true, message: '请输入数量' }]}>
          <InputNumber min={1} max={200} precision={0} aria-label="数量" />
        </Form.Item>
        <Form.Item name="contactName" label="联系人" rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}>
          <Input maxLength={50} aria-label="联系人" />
        </Form.Item>
        <Form.Item name="contactPhone" label="联系电话" rules={[{ required: true, pattern: /^1\d{10}$/, message: '请输入正确的手机号' }]}>
          <Input maxLength={11} aria-label="联系电话" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
