import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { ORDER_STATUS_LABELS } from '@yym/contract';
import type { OrderSearch } from './OrderList.tsx';

const STATUS_OPTIONS = Object.entries(ORDER_STATUS_LABELS).map(([v, l]) => ({ value: Number(v), label: l.zh }));

/**
 * The search row most order kinds share: 订单号, the kind's own text fields, 手机号, 状态 (unless left out)
 * and 下单日期; each text field filters by its name, the dates as `start` and `end`.
 */
export function orderSearch(o: {
  testId: string;
  texts?: { name: string; label: string; placeholder?: string }[];
  status?: boolean;
}): OrderSearch {
  const texts = [...(o.texts ?? []), { name: 'contactPhone', label: '手机号' }];
  return {
    fields: (
      <>
        <Form.Item name="orderNo" label="订单号">
          <Input allowClear placeholder="订单号" data-testid={o.testId} />
        </Form.Item>
        {texts.map((t) => (
          <Form.Item key={t.name} name={t.name} label={t.label}>
            <Input allowClear placeholder={t.placeholder ?? t.label} />
          </Form.Item>
        ))}
        {o.status !== false && (
          <Form.Item name="orderStatus" label="状态">
            <Select allowClear style={{ width: 120 }} options={STATUS_OPTIONS} />
          </Form.Item>
        )}
        <Form.Item name="created" label="下单日期">
          <DatePicker.RangePicker />
        </Form.Item>
      </>
    ),
    toFilters: (v) => {
      const [a, b] = (v.created ?? []) as Dayjs[];
      return {
        orderNo: v.orderNo,
        ...Object.fromEntries(texts.map((t) => [t.name, v[t.name]])),
        ...(o.status !== false ? { orderStatus: v.orderStatus } : {}),
        start: a?.format('YYYY-MM-DD'),
        end: b?.format('YYYY-MM-DD'),
      };
    },
  };
}
