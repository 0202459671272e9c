import { App, Button, Select, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { MSG } from '@yym/contract';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { CrudPage, useCan, type CrudColumn } from '../../components/index.ts';
import { voiceDeviceCalls, voiceDevices, type DeviceRow } from './api.ts';

/** The device area's button codes (设备列表): the voice equipment calls are its calls. */
const D = {
  view: 'device_manage_view',
  add: 'device_manage_add',
  edit: 'device_manage_edit',
  remove: 'device_manage_delete',
  status: 'device_manage_status',
};

function SceneSelect(p: { value?: string; onChange?: (v: string) => void }) {
  const scenes = useQueryOf('voice-device-scenes', [], () => voiceDeviceCalls.scenes(), { staleTime: 60_000 });
  return (
    <Select
      allowClear
      value={p.value}
      onChange={p.onChange}
      placeholder="设备所在景点"
      options={(scenes.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
    />
  );
}

const columns: CrudColumn<DeviceRow>[] = [
  { title: '设备编号', dataIndex: 'deviceNo', width: 140, form: { required: '请输入设备编号', only: 'add', span: 12 } },
  { title: '设备名称', dataIndex: 'name', search: true, form: { required: '请输入设备名称', span: 12 } },
  { title: '所在景点', dataIndex: 'poiName', width: 160, form: false },
  { title: '所在景点', dataIndex: 'poiId', hideInTable: true, form: { span: 12, control: <SceneSelect /> } },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    form: false,
    render: (v) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
  },
  { title: '最近在线', dataIndex: 'lastSeen', width: 170, form: false, render: (v) => v || '—' },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/**
 * 语音导览设备: the device area's voice-guide players (kind 5) through its voice equipment calls: add,
 * edit, enable or disable several, delete several. Groups, credentials and the monitor stay on its pages.
 */
export function VoiceDevices() {
  const { message } = App.useApp();
  const can = useCan(D.view);
  const canStatus = useCan(D.status);
  const refresh = useRefresh(voiceDevices);
  if (!can) return <div style={{ padding: 24 }}>语音导览设备属于设备管理,当前角色无设备管理权限。</div>;
  const setStatus = async (rows: DeviceRow[], status: number) => {
    await voiceDeviceCalls.setStatus(
      rows.map((r) => r.id),
      status,
    );
    void message.success(MSG.updateSuccess);
    void refresh();
  };
  return (
    <CrudPage<DeviceRow>
      resource={voiceDevices}
      title={
        <>
          语音导览设备 <Link to="/deviceManage/index">设备管理</Link> · <Link to="/deviceMonitor/index">设备监控</Link>
        </>
      }
      columns={columns}
      exportName="语音导览设备"
      perms={{ add: D.add, edit: D.edit, remove: D.remove, view: false, export: false }}
      toolbar={(selected) =>
        canStatus && (
          <>
            <Button disabled={!selected.length} onClick={() => void setStatus(selected, 1)} data-testid="voice-device-enable">
              批量启用
            </Button>
            <Button disabled={!selected.length} onClick={() => void setStatus(selected, 0)}>
              批量停用
            </Button>
          </>
        )
      }
    />
  );
}
