import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Modal, Radio, Space, Tag, Button } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { COUPON_MSG, COUPON_TYPE_TEXT, MSG } from '@yym/contract';
import { PickerDialog, escGuard } from '../../components/index.ts';
import { coupons, ticketProducts, type CouponForm, type CouponRow, type ProductRow } from './api.ts';

interface Values {
  name: string;
  couponType: number;
  thresholdYuan?: number;
  amountYuan?: number;
  discountZhe?: number;
  scope: number;
  validityType: number;
  range?: [Dayjs, Dayjs];
  validDays?: number;
  perLimit: number;
  totalCount: number;
  remark?: string;
}

const cents = (y?: number) => Math.round((y ?? 0) * 100);
const toValues = (r: CouponRow | null): Values =>
  r
    ? {
        name: r.name,
        couponType: r.couponType,
        thresholdYuan: r.threshold / 100,
        amountYuan: r.amount / 100,
        discountZhe: r.discount / 10,
        scope: r.scope,
        validityType: r.validityType,
        range: r.startDate && r.endDate ? [dayjs(r.startDate), dayjs(r.endDate)] : undefined,
        validDays: r.validDays || undefined,
        perLimit: r.perLimit,
        totalCount: r.totalCount,
        remark: r.remark ?? undefined,
      }
    : { name: '', couponType: 1, scope: 0, validityType: 1, perLimit: 1, totalCount: 100, thresholdYuan: 0 };

/** 新增/编辑优惠券: type with its threshold and amount or discount, products, validity, limits. */
export function CouponDialog({
  row,
  open,
  onClose,
  onSaved,
}: {
  row: CouponRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [products, setProducts] = useState<{ id: string; name: string }[]>([]);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('couponType', form);
  const scope = Form.useWatch('scope', form);
  const validity = Form.useWatch('validityType', form);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(toValues(row));
    setProducts(row ? row.productIds.map((id, i) => ({ id, name: row.productNames[i] ?? id })) : []);
  }, [open, row, form]);

  const save = async () => {
    const v = await form.validateFields();
    if (v.scope === 1 && !products.length) return void message.warning(COUPON_MSG.productsRequired);
    const body: CouponForm = {
      id: row?.id,
      name: v.name,
      couponType: v.couponType,
      threshold: v.couponType === 3 ? 0 : cents(v.thresholdYuan),
      amount: v.couponType === 1 ? cents(v.amountYuan) : 0,
      discount: v.couponType === 2 ? Math.round((v.discountZhe ?? 0) * 10) : 100,
      scope: v.scope,
      productIds: v.scope === 1 ? products.map((p) => p.id) : [],
      validityType: v.validityType,
      startDate: v.validityType === 1 ? v.range?.[0].format('YYYY-MM-DD') : null,
      endDate: v.validityType === 1 ? v.range?.[1].format('YYYY-MM-DD') : null,
      validDays: v.validityType === 2 ? (v.validDays ?? 0) : 0,
      perLimit: v.perLimit,
      totalCount: v.totalCount,
      remark: v.remark ?? null,
    } as CouponForm;
    setSaving(true);
    try {
      await (row ? coupons.update!(body as Partial<CouponRow>) : coupons.add!(body as Partial<CouponRow>));
      void message.success(row ? MSG.updateSuccess : MSG.addSuccess);
      onSaved();
    } catch {
      // the message was shown
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={row ? '编辑优惠券' : '新增优惠券'}
      width={640}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={saving}
      okText="保存"
      cancelText="取消"
      modalRender={escGuard}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} preserve={false}>
        <Form.Item
          label="优惠券名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: COUPON_MSG.nameRequired },
            { max: 30, message: COUPON_MSG.nameLong },
          ]}
        >
          <Input placeholder="如: 门票满100减20" maxLength={30} showCount />
        </Form.Item>
        <Form.Item label="类型" name="couponType" rules={[{ required: true, message: COUPON_MSG.typeRequired }]}>
          <Radio.Group options={Object.entries(COUPON_TYPE_TEXT).map(([value, label]) => ({ value: Number(value), label }))} />
        </Form.Item>
        {type !== 3 && (
          <Form.Item label="使用门槛" name="thresholdYuan" extra="订单金额满多少元可用,0 为无门槛">
            <InputNumber min={0} precision={2} addonBefore="满" addonAfter="元" style={{ width: 220 }} />
          </Form.Item>
        )}
        {type === 1 && (
          <Form.Item label="优惠金额" name="amountYuan" rules={[{ required: true, message: COUPON_MSG.amountRequired }]}>
            <InputNumber min={0.01} precision={2} addonBefore="减" addonAfter="元" style={{ width: 220 }} />
          </Form.Item>
        )}
        {type === 2 && (
          <Form.Item label="折扣" name="discountZhe" rules={[{ required: true, message: COUPON_MSG.discountRange }]}>
            <InputNumber min={0.1} max={9.9} step={0.5} precision={1} addonAfter="折" style={{ width: 220 }} />
          </Form.Item>
        )}
        {type === 3 && <Form.Item label="优惠内容">免 1 张票(订单中 1 张票的价格)</Form.Item>}
        <Form.Item label="适用商品" name="scope">
          <Radio.Group
            options={[
              { value: 0, label: '全部商品' },
              { value: 1, label: '指定商品' },
            ]}
          />
        </Form.Item>
        {scope === 1 && (
          <Form.Item label=" " colon={false}>
            <Space wrap>
              {products.map((p) => (
                <Tag key={p.id} closable onClose={() => setProducts((l) => l.filter((x) => x.id !== p.id))}>
                  {p.name}
                </Tag>
              ))}
              <Button size="small" onClick={() => setPicking(true)}>
                选择商品
              </Button>
            </Space>
          </Form.Item>
        )}
        <Form.Item label="有效期" name="validityType">
          <Radio.Group
            options={[
              { value: 1, label: '固定日期' },
              { value: 2, label: '领取后N天' },
            ]}
          />
        </Form.Item>
        {validity === 1 ? (
          <Form.Item label=" " colon={false} name="range" rules={[{ required: true, message: COUPON_MSG.dateRequired }]}>
            <DatePicker.RangePicker />
          </Form.Item>
        ) : (
          <Form.Item label=" " colon={false} name="validDays" rules={[{ required: true, message: COUPON_MSG.daysRange }]}>
            <InputNumber min={1} max={3650} precision={0} addonBefore="领取后" addonAfter="天内有效" />
          </Form.Item>
        )}
        <Form.Item label="每人限领" name="perLimit" rules={[{ required: true, message: COUPON_MSG.limitRange }]}>
          <InputNumber min={1} max={99} precision={0} addonAfter="张" />
        </Form.Item>
        <Form.Item label="发放总量" name="totalCount" rules={[{ required: true, message: COUPON_MSG.totalRange }]}>
          <InputNumber min={1} max={1000000} precision={0} addonAfter="张" />
        </Form.Item>
        <Form.Item label="备注" name="remark">
          <Input.TextArea rows={2} maxLength={200} />
        </Form.Item>
      </Form>
      <PickerDialog<ProductRow>
        open={picking}
        title="选择门票商品"
        resource={ticketProducts}
        multiple
        columns={[
          { title: 'ID', dataIndex: 'id', width: 100 },
          { title: '商品名称', dataIndex: 'name' },
        ]}
        onOk={(rows) => {
          setProducts((l) => [
            ...l,
            ...rows.filter((r) => !l.some((x) => x.id === String(r.id))).map((r) => ({ id: String(r.id), name: r.name })),
          ]);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
      />
    </Modal>
  );
}
