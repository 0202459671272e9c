import { Tabs } from 'antd';
import { DayUses, PortalShell, UseRecords } from './parts.tsx';

/**
 * /dataList?code=&id=: the used-record page. Its own login (the used-record login page) for a
 * merchant's partner who only reads usage; a full distributor account sees the same records.
 */
export default function DataListPage() {
  return (
    <PortalShell kind="usedRecord" title="电子卡使用记录">
      {() => (
        <Tabs
          items={[
            { key: 'uses', label: '核销记录', children: <UseRecords /> },
            { key: 'days', label: '每日使用', children: <DayUses /> },
          ]}
        />
      )}
    </PortalShell>
  );
}
