import { useState } from 'react';
import { BLINDBOX_PERMS as P } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { Money, OrderList, OrderStatusTag, type OrderColumn, orderSearch } from '../../components/index.ts';
import { boxOrderActions as A, boxOrders, type BlindBoxOrderRow } from './api.ts';
import { BoxOrderDrawer } from './BoxOrderDrawer.tsx';

const search = orderSearch({ testId: 'bb-search-no' });

const columns: OrderColumn<BlindBoxOrderRow>[] = [
  { title: '订单号', dataIndex: 'orderNo', width: 200 },
  { title: '盲盒', dataIndex: 'boxName', width: 140 },
  { title: '数量', dataIndex: 'quantity', width: 60 },
  { title: '抽中奖品', dataIndex: 'prizes', render: (v) => v || '—' },
  { title: '联系人', dataIndex: 'contactName', width: 170, render: (_, r) => `${r.contactName} ${r.contactPhone}` },
  { title: '金额', dataIndex: 'totalMoney', width: 90, render: (v) => <Money cents={v} /> },
  { title: '状态', dataIndex: 'orderStatus', width: 90, render: (v) => <OrderStatusTag code={v} /> },
  { title: '下单时间', dataIndex: 'createTime', width: 170 },
];

/** 盲盒订单 (a tab of 盲盒管理): status tabs with counts, search, export, and the detail with draws, after-sale and logs. */
export function BlindBoxOrders() {
  const [tick, setTick] = useState(0);
  const counts = useQueryOf(boxOrders, ['counts', tick], () => A.counts());
  return (
    <OrderList<BlindBoxOrderRow>
      resource={boxOrders}
      columns={columns}
      search={search}
      statusTabs={{ counts: counts.data, hideEmpty: true }}
      exportPerm={P.exportFile}
      exportName="盲盒订单"
      scrollX={1200}
      actionWidth={80}
      openOnDoubleClick
      emptyText="暂无盲盒订单"
      detailTestId={(r) => `bb-detail-${r.orderNo}`}
      detail={(id, close) => (
        <BoxOrderDrawer
          orderId={id}
          onClose={() => {
            close();
            setTick((n) => n + 1);
          }}
        />
      )}
    />
  );
}
