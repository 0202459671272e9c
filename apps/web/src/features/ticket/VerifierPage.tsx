import { Button } from 'antd';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { EnabledTag, useCan } from '../../components/index.ts';
import { useRefresh, useQueryOf } from '../../app/data.ts';
import { checkActions, verifiers } from './api.ts';

/** Verifiers: which users check tickets at which scenic spot; enable or disable them. */
export default function VerifierPage() {
  const refresh = useRefresh(verifiers);
  const canStatus = useCan('ticket_verifier_status');
  const users = useQueryOf('verifier-users', [], checkActions.users);
  const pois = useQueryOf('poi-select', [], checkActions.spots);
  const columns: CrudColumn[] = [
    {
      title: '核销员',
      dataIndex: 'userId',
      render: (_, r) => r.userName,
      options: (users.data ?? []).map((u) => ({ label: `${u.realName || u.name} (${u.account})`, value: u.id })),
      form: { type: 'select', required: '请选择核销员' },
    },
    {
      title: '景区',
      dataIndex: 'verifyPoiId',
      render: (_, r) => (pois.data ?? []).find((p) => p.id === r.poiId)?.name ?? '-',
      options: (pois.data ?? []).map((p) => ({ label: p.name, value: p.id })),
      form: { type: 'select' },
    },
    {
      title: '状态',
      dataIndex: 'verifyPoiStatus',
      render: (v) => <EnabledTag value={v} />,
      options: [
        { label: '启用', value: 1 },
        { label: '停用', value: 0 },
      ],
      form: { type: 'radio' },
    },
    { title: '创建时间', dataIndex: 'createTime', form: false },
  ];
  const toggle = async (r: { id: string; verifyPoiStatus: number }) => {
    await checkActions.setVerifierStatus(r.id, r.verifyPoiStatus === 1 ? 0 : 1);
    void refresh();
  };
  return (
    <CrudPage
      resource={verifiers}
      title="核销员"
      columns={columns}
      defaults={{ verifyPoiStatus: 1 }}
      toForm={(r) => ({ ...r, userId: String(r.userId), verifyPoiId: r.poiId ? String(r.poiId) : undefined })}
      perms={{ add: 'ticket_verifier_add', edit: 'ticket_verifier_edit', remove: 'ticket_verifier_delete' }}
      rowActions={(r) =>
        canStatus && (
          <Button type="link" size="small" onClick={() => void toggle(r)}>
            {r.verifyPoiStatus === 1 ? '停用' : '启用'}
          </Button>
        )
      }
    />
  );
}
