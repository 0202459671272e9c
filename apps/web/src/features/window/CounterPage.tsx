import { useState } from 'react';
import { Button, Card, Space, Tabs, Tag } from 'antd';
import { WINDOW_PERMS as P } from '@yym/contract';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { Money, useCan } from '../../components/index.ts';
import { type CounterInfo, counterInfo } from './api.ts';
import { SalePanel } from './SalePanel.tsx';
import { CloseShiftDialog, OpenShift } from './ShiftParts.tsx';
import { PrintRecords, ShiftList, WindowOrders } from './WindowOrders.tsx';
import './window.css';

function Counter({ info, reload }: { info: CounterInfo; reload: () => void }) {
  const [closing, setClosing] = useState(false);
  const canSell = useCan(P.sell);
  if (!info.shift) return <OpenShift info={info} onOpened={reload} />;
  const shift = info.shift;
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Tag color="blue">{shift.windowName || info.windows.find((w) => w.id === String(shift.windowId))?.name}</Tag>
        <span>售票员 {info.seller.name}</span>
        <span>班次 {shift.shiftNo}</span>
        <span>
          已售 {shift.live.tickets} 张 · 现金应有 <Money cents={shift.live.expectedCash} />
        </span>
        <Button size="small" onClick={() => setClosing(true)}>
          交班
        </Button>
      </Space>
      {canSell ? <SalePanel info={{ ...info, shift }} /> : <Card>您没有售票权限</Card>}
      {closing && (
        <CloseShiftDialog
          onClose={() => setClosing(false)}
          onClosed={() => {
            setClosing(false);
            reload();
          }}
        />
      )}
    </>
  );
}

/** 售票: the counter (sell, pay, print), the window's orders (print, refund, change, forced refund), prints and shifts. */
export default function CounterPage() {
  const info = useQueryOf('window-counter', [], counterInfo);
  const refresh = useRefresh('window-counter', 'window-shift-live');
  const [tab, setTab] = useState('sale');
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyInactiveTabPane
        items={[
          {
            key: 'sale',
            label: '售票',
            children: info.data ? <Counter info={info.data} reload={() => void refresh()} /> : <div>加载中…</div>,
          },
          { key: 'orders', label: '退票改签', children: <WindowOrders /> },
          { key: 'prints', label: '打印记录', children: <PrintRecords /> },
          { key: 'shifts', label: '班次记录', children: <ShiftList /> },
        ]}
      />
    </Card>
  );
}
