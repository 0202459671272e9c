import { useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { DEVICE_KIND_LABELS, DEVICE_MSG as M, DEVICE_TOKEN_HEADER, MACHINE_KINDS, MACHINE_PAY_LABELS, MSG } from '@yym/contract';
import { CrudPage, escGuard, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { useQueryOf, useRefresh } from '../../app/data.ts';
import { deviceCalls, deviceGroups, devices, type DeviceGroupRow, type DeviceRow } from './api.ts';
import { GroupSelect, StateTag } from './shared.tsx';

/** A select over a list read once (scenic spots, checkers). */
function ListSelect(p: {
  value?: string;
  onChange?: (v: string | undefined) => void;
  name: string;
  label: string;
  load: () => Promise<{ id: string; name: string }[]>;
}) {
  const q = useQueryOf(devices, [p.name], p.load);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      aria-label={p.label}
      placeholder={`选择${p.label}`}
      value={p.value}
      onChange={p.onChange}
      options={(q.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
    />
  );
}

/** 设备凭证: a device's own credential, shown once when issued; revoking it refuses the device at once. */
function CredentialDialog({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [token, setToken] = useState<string | null>(null);
  const { busy, attempt } = useBusy();
  const refresh = useRefresh(devices);
  const q = useQueryOf(devices, ['detail', device.id], () => devices.detail!(device.id));
  const d = q.data ?? device;
  return (
    <Modal modalRender={escGuard} open title={`设备凭证 · ${d.name}(${d.deviceNo})`} footer={null} onCancel={onClose} width={560}>
      <p>
        设备用自己的凭证上报心跳、核验门票(请求头 <Typography.Text code>{DEVICE_TOKEN_HEADER}</Typography.Text>),不使用任何人的登录账号。
      </p>
      <p>
        当前状态:
        {d.hasCredential ? <Tag color="green">已发放 {d.tokenTime}</Tag> : <Tag>未发放</Tag>}
      </p>
      {token && (
        <Alert
          type="warning"
          showIcon
          message="请立即复制并配置到设备中,关闭后不再显示"
          description={
            <Typography.Paragraph copyable data-testid="device-token" style={{ marginBottom: 0 }}>
              {token}
            </Typography.Paragraph>
          }
        />
      )}
      <Space style={{ marginTop: 16 }}>
        <Popconfirm
          title={d.hasCredential ? '生成新凭证后,旧凭证立即失效,确定吗?' : '生成设备凭证?'}
          onConfirm={() =>
            attempt(async () => {
              setToken((await deviceCalls.issueCredential(d.id)).token);
              await refresh();
            })
          }
        >
          <Button type="primary" loading={busy}>
            {d.hasCredential ? '重新生成' : '生成凭证'}
          </Button>
        </Popconfirm>
        {d.hasCredential && (
          <Popconfirm
            title="吊销后设备立即无法上报和核验,确定吊销吗?"
            onConfirm={() =>
              attempt(async () => {
                await deviceCalls.revokeCredential(d.id);
                setToken(null);
                void message.success('已吊销');
                await refresh();
              })
            }
          >
            <Button danger>吊销凭证</Button>
          </Popconfirm>
        )}
      </Space>
    </Modal>
  );
}

/** 售票设置: which tickets a ticket machine or dispenser sells or prints, and which payments it takes. */
function MachineDialog({ device, onClose }: { device: DeviceRow; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ productIds: string[]; payMethods: string[] }>();
  const { busy, attempt } = useBusy();
  const refresh = useRefresh(devices);
  const products = useQueryOf(devices, ['products'], deviceCalls.products);
  return (
    <Modal
      modalRender={escGuard}
      open
      title={`售票设置 · ${device.name}`}
      okButtonProps={{ loading: busy }}
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields();
        await attempt(async () => {
          await deviceCalls.saveMachine({ id: device.id, productIds: v.productIds ?? [], payMethods: v.payMethods ?? [] });
          void message.success(MSG.updateSuccess);
          await refresh();
          onClose();
        });
      }}
    >
      <Form form={form} layout="vertical" initialValues={device.settings}>
        <Form.Item name="productIds" label="可售门票">
          <Select
            mode="multiple"
            aria-label="可售门票"
            optionFilterProp="label"
            placeholder="选择该设备可售(可取)的门票"
            options={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          />
        </Form.Item>
        <Form.Item name="payMethods" label="支付方式">
          <Checkbox.Group options={Object.entries(MACHINE_PAY_LABELS).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 分组管理: the device groups (a group with devices is not removed). */
function GroupsDialog({ onClose }: { onClose: () => void }) {
  const columns: CrudColumn<DeviceGroupRow>[] = [
    { title: '分组名称', dataIndex: 'name', form: { span: 24, required: M.groupNameRequired, rules: [{ max: 50 }] } },
    { title: '备注', dataIndex: 'remark', form: { type: 'textarea', span: 24, rules: [{ max: 200 }] } },
    { title: '设备数', dataIndex: 'devices', width: 80, form: false },
  ];
  return (
    <Modal modalRender={escGuard} open title="分组管理" footer={null} onCancel={onClose} width={760}>
      <CrudPage<DeviceGroupRow>
        resource={deviceGroups}
        columns={columns}
        size="small"
        perms={{ add: 'device_manage_add', edit: 'device_manage_edit', remove: 'device_manage_delete', view: false, export: false }}
      />
    </Modal>
  );
}

/** 设备列表: gates, handheld checkers, ticket machines, dispensers and voice players; groups, status, credentials. */
export default function DevicePage() {
  const { message } = App.useApp();
  const canStatus = useCan('device_manage_status');
  const canCredential = useCan('device_manage_credential');
  const canEdit = useCan('device_manage_edit');
  const refresh = useRefresh(devices);
  const groups = useQueryOf(deviceGroups, ['all'], deviceCalls.groups);
  const [credential, setCredential] = useState<DeviceRow | null>(null);
  const [machine, setMachine] = useState<DeviceRow | null>(null);
  const [grouping, setGrouping] = useState(false);
  const setStatus = async (rows: DeviceRow[], status: number) => {
    if (!rows.length) return void message.warning(MSG.selectAtLeastOne);
    await deviceCalls.setStatus(
      rows.map((r) => r.id),
      status,
    );
    void message.success(status ? '已启用' : '已停用');
    await refresh();
  };
  const columns: CrudColumn<DeviceRow>[] = [
    { title: '设备名称/序列号', dataIndex: 'keyword', search: true, hideInTable: true, form: false },
    {
      title: '设备序列号',
      dataIndex: 'deviceNo',
      width: 130,
      form: { span: 12, required: M.deviceNoRequired, rules: [{ pattern: /^[A-Za-z0-9_-]{1,50}$/, message: M.deviceNoFormat }] },
    },
    { title: '设备名称', dataIndex: 'name', form: { span: 12, required: M.nameRequired, rules: [{ max: 50 }] } },
    {
      title: '设备类型',
      dataIndex: 'kind',
      width: 110,
      search: true,
      options: Object.entries(DEVICE_KIND_LABELS).map(([value, label]) => ({ value: Number(value), label })),
      render: (v) => DEVICE_KIND_LABELS[v],
      form: { type: 'select', span: 12, required: M.kindRequired },
    },
    {
      title: '分组',
      dataIndex: 'groupId',
      width: 110,
      search: true,
      options: (groups.data?.records ?? []).map((g) => ({ value: String(g.id), label: g.name })),
      render: (_, r) => r.groupName ?? '-',
      form: { span: 12, control: <GroupSelect /> },
    },
    {
      title: '所属景区',
      dataIndex: 'poiId',
      width: 130,
      render: (_, r) => r.poiName ?? '-',
      form: { span: 12, control: <ListSelect name="scenes" label="所属景区" load={deviceCalls.scenes} /> },
    },
    {
      title: '核销身份',
      dataIndex: 'userId',
      hideInTable: true,
      render: (_, r) => r.userName ?? '-',
      form: { span: 12, control: <ListSelect name="checkers" label="核销身份" load={deviceCalls.checkers} /> },
    },
    { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24, rules: [{ max: 200 }] } },
    {
      title: '启用',
      dataIndex: 'status',
      width: 80,
      search: true,
      options: [
        { value: 1, label: '启用' },
        { value: 0, label: '停用' },
      ],
      render: (v) => (v === 1 ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
      form: false,
    },
    { title: '凭证', dataIndex: 'hasCredential', width: 70, render: (v) => (v ? '已发放' : '未发放'), form: false },
    { title: '在线状态', dataIndex: 'state', width: 90, render: (v) => <StateTag state={v} />, form: false },
    { title: '最后在线', dataIndex: 'lastSeen', width: 170, render: (v) => v ?? '-', form: false },
  ];
  return (
    <>
      <CrudPage<DeviceRow>
        resource={devices}
        title="设备列表"
        columns={columns}
        dialogWidth={720}
        perms={{
          add: 'device_manage_add',
          edit: 'device_manage_edit',
          remove: 'device_manage_delete',
          view: 'device_manage_view',
          export: false,
        }}
        beforeSubmit={(r) => ({
          id: r.id,
          deviceNo: r.deviceNo?.trim(),
          name: r.name?.trim(),
          kind: r.kind,
          groupId: r.groupId ?? null,
          poiId: r.poiId ?? null,
          userId: r.userId ?? null,
          remark: r.remark ?? '',
        })}
        actionWidth={240}
        toolbar={(selected) => (
          <>
            {canStatus && (
              <>
                <Button onClick={() => void setStatus(selected, 1)}>批量启用</Button>
                <Button onClick={() => void setStatus(selected, 0)}>批量停用</Button>
              </>
            )}
            <Button onClick={() => setGrouping(true)}>分组管理</Button>
          </>
        )}
        rowActions={(r) => (
          <>
            {canCredential && (
              <Button type="link" size="small" onClick={() => setCredential(r)}>
                设备凭证
              </Button>
            )}
            {canEdit && MACHINE_KINDS.includes(r.kind) && (
              <Button type="link" size="small" onClick={() => setMachine(r)}>
                售票设置
              </Button>
            )}
          </>
        )}
      />
      {credential && <CredentialDialog device={credential} onClose={() => setCredential(null)} />}
      {machine && <MachineDialog device={machine} onClose={() => setMachine(null)} />}
      {grouping && (
        <GroupsDialog
          onClose={() => {
            setGrouping(false);
            void refresh();
          }}
        />
      )}
    </>
  );
}
