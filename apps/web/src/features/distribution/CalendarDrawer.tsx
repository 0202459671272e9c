import { useState } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { DatePicker, Drawer, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { centsToYuan, chinaToday } from '@yym/contract';
import { Money } from '../../components/index.ts';
import { DIS_MODEL_OPTIONS, WEEK, distributionCalls, type DisRow } from './api.ts';

export const MODEL_COLORS = ['default', 'blue', 'purple'];
export const ruleText = (r: { disPriceType: number; disPriceValue: string | number }) => {
  const v = Number(r.disPriceValue);
  if (r.disPriceType === 1) return `销售价${v >= 0 ? '+' : '-'}¥${centsToYuan(Math.abs(v))}`;
  if (r.disPriceType === 2) return `销售价×${v}%`;
  return '同销售价';
};

export function CalendarDrawer({ row, onClose }: { row: DisRow; onClose: () => void }) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs(chinaToday()), dayjs(chinaToday(29))]);
  const [skuId, setSkuId] = useState<string | undefined>();
  const q = useQueryOf('dis-calendar', [row.id, skuId, range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')], () =>
    distributionCalls.priceCalendar({
      productId: row.id,
      skuId,
      startDate: range[0].format('YYYY-MM-DD'),
      endDate: range[1].format('YYYY-MM-DD'),
    }),
  );
  // one date's skus together
  const rows = (q.data?.skus ?? [])
    .flatMap((s, i) => s.calendar.map((c) => ({ ...c, skuName: s.skuName, order: i, key: `${s.skuId}-${c.date}` })))
    .sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  return (
    <Drawer open width={820} title={`价格日历 · ${row.name}`} onClose={onClose}>
      <Space style={{ marginBottom: 12 }} wrap>
        <DatePicker.RangePicker value={range} allowClear={false} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        <Select
          allowClear
          placeholder="全部票种"
          style={{ width: 160 }}
          value={skuId}
          onChange={setSkuId}
          options={(q.data?.skus ?? []).map((s) => ({ value: s.skuId, label: s.skuName }))}
        />
        {q.data && (
          <span>
            分销模式: <Tag color={MODEL_COLORS[q.data.disModel]}>{DIS_MODEL_OPTIONS[q.data.disModel]?.label}</Tag> 调价: {ruleText(q.data)}
          </span>
        )}
      </Space>
      <Table
        size="small"
        rowKey="key"
        loading={q.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 31, showSizeChanger: false }}
        locale={{ emptyText: '该日期范围内没有价格库存' }}
        columns={[
          { title: '日期', dataIndex: 'date', render: (d: string) => `${d} ${WEEK[dayjs(d).day()]}` },
          { title: '票种', dataIndex: 'skuName' },
          { title: '销售价', dataIndex: 'salePrice', render: (v) => <Money cents={v} /> },
          { title: '分销价', dataIndex: 'distributionPrice', render: (v) => <Money cents={v} /> },
          { title: '可售库存', dataIndex: 'stock' },
          { title: '已售', dataIndex: 'sold' },
          { title: '分销库存', dataIndex: 'quota', render: (v) => (v === null ? '不限(共享可售库存)' : v) },
        ]}
      />
    </Drawer>
  );
}
