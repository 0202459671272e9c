import { Card, Tabs } from 'antd';
import { PLATFORM_TENANT_ID } from '@yym/contract';
import { useSession } from '../../app/session.ts';
import { AccountTab } from './AccountTab.tsx';
import { RecordTab } from './RecordTab.tsx';
import { SceneTab } from './SceneTab.tsx';
import { SignTab } from './SignTab.tsx';
import { TemplateTab } from './TemplateTab.tsx';

/** /merchantGeneral/sms: 短信管理. The platform audits every tenant's signs and templates and keeps the accounts. */
export default function SmsPage() {
  const platform = useSession((s) => s.tenantId === PLATFORM_TENANT_ID);
  const items = [
    { key: 'record', label: '发送记录', children: <RecordTab /> },
    { key: 'template', label: '短信模板', children: <TemplateTab platform={platform} /> },
    { key: 'sign', label: '短信签名', children: <SignTab platform={platform} /> },
    ...(platform ? [] : [{ key: 'scene', label: '通知场景', children: <SceneTab /> }]),
    ...(platform ? [{ key: 'account', label: '短信账号', children: <AccountTab /> }] : []),
  ];
  return (
    <Card variant="borderless" title="短信管理">
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
