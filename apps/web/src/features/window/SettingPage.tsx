import { Card, Select, Tabs, Tag } from 'antd';
import {
  PAY_METHODS,
  PAY_METHOD_TEXT,
  WINDOW_MSG as M,
  WINDOW_PERMS as P,
  type WinPayMethod,
  centsToYuan,
  yuanToCents,
} from '@yym/contract';
import { defineResource, useQueryOf } from '../../app/data.ts';
import { CrudPage, type CrudColumn, Money } from '../../components/index.ts';
import { ScanPayTab } from './ScanPayTab.tsx';
import {
  type SettingRow,
  type WindowRow,
  removeSettings,
  removeWindows,
  saveSetting,
  saveWindow,
  sellers,
  settingsList,
  templateNames,
  ticketOptions,
  windowsList,
} from './api.ts';

const windows = defineResource<WindowRow>({
  key: 'window-windows',
  list: () => windowsList(),
  add: (r) => saveWindow({ name: String(r.name ?? ''), location: String(r.location ?? '') }),
  update: (r) => saveWindow({ id: r.id, name: String(r.name ?? ''), location: String(r.location ?? '') }),
  remove: (ids) => removeWindows([...ids]),
});
const settings = defineResource<SettingRow>({
  key: 'window-settings',
  list: () => settingsList(),
  add: (r) => saveSetting(r as Parameters<typeof saveSetting>[0]),
  update: (r) => saveSetting(r as Parameters<typeof saveSetting>[0]),
  remove: (ids) => removeSettings([...ids]),
});
const perms = { add: P.settingAdd, edit: P.settingEdit, remove: P.settingDelete, view: P.setting, export: false } as const;

function WindowsAndSettings() {
  const ws = useQueryOf(windows, ['options'], windowsList);
  const people = useQueryOf('window-sellers', [], sellers);
  const goods = useQueryOf('window-ticket-options', [], ticketOptions);
  const tpls = useQueryOf('window-template-names', [], templateNames);
  const opts = <T extends { id: string; name: string }>(rows: T[] | undefined, label: (r: T) => string = (r) => r.name) =>
    (rows ?? []).map((r) => ({ value: r.id, label: label(r) }));
  const windowColumns: CrudColumn<WindowRow>[] = [
    { title: '窗口名称', dataIndex: 'name', form: { span: 24, required: M.windowNameRequired, rules: [{ max: 50 }] } },
    { title: '位置', dataIndex: 'location', form: { span: 24, rules: [{ max: 100 }] } },
  ];
  const settingColumns: CrudColumn<SettingRow>[] = [
    {
      title: '窗口',
      dataIndex: 'windowId',
      width: 130,
      render: (_, r) => r.windowName,
      options: opts(ws.data),
      form: { type: 'select', span: 12, required: M.windowRequired },
    },
    {
      title: '售票员',
      dataIndex: 'sellerId',
      width: 110,
      render: (_, r) => r.sellerName ?? <Tag>全部售票员</Tag>,
      options: opts(people.data),
      form: { type: 'select', span: 12, placeholder: '不选则适用本窗口全部售票员' },
    },
    { title: '分组', dataIndex: 'groupName', width: 120, form: { span: 12, rules: [{ max: 50 }] } },
    {
      title: '可售门票',
      dataIndex: 'productIds',
      render: (v: string[]) => (v.length ? `${v.length} 种` : '全部在售门票'),
      form: {
        span: 24,
        control: (
          <SelectMany options={opts(goods.data, (g) => `${g.poiName} · ${g.name}`)} label="可售门票" placeholder="不选则可售全部在售门票" />
        ),
      },
    },
    {
      title: '支付方式',
      dataIndex: 'payMethods',
      render: (v: WinPayMethod[]) => v.map((m) => PAY_METHOD_TEXT[m]).join('、'),
      form: {
        span: 24,
        control: <SelectMany options={PAY_METHODS.map((m) => ({ value: m, label: PAY_METHOD_TEXT[m] }))} label="支付方式" />,
      },
    },
    {
      title: '80mm模板',
      dataIndex: 'ticketTemplateId',
      hideInTable: true,
      options: opts(tpls.data?.filter((t) => t.paper === '80mm')),
      form: { type: 'select', span: 12 },
    },
    {
      title: 'A4模板',
      dataIndex: 'a4TemplateId',
      hideInTable: true,
      options: opts(tpls.data?.filter((t) => t.paper === 'A4')),
      form: { type: 'select', span: 12 },
    },
    {
      title: '售出后自动打印',
      dataIndex: 'autoPrint',
      width: 120,
      render: (v) => (v ? '是' : '否'),
      options: [
        { value: 1, label: '是' },
        { value: 0, label: '否' },
      ],
      form: { type: 'radio', span: 12 },
    },
    {
      title: '交班须清点现金',
      dataIndex: 'countOnClose',
      hideInTable: true,
      options: [
        { value: 1, label: '是' },
        { value: 0, label: '否' },
      ],
      form: { type: 'radio', span: 12 },
    },
    {
      title: '交班允许差额(元)',
      dataIndex: 'maxDiffYuan',
      width: 130,
      render: (_, r) => <Money cents={r.maxDiff} />,
      form: { span: 12, rules: [{ pattern: /^\d+(\.\d{1,2})?$/, message: '请输入金额' }] },
    },
  ];
  return (
    <>
      <CrudPage<WindowRow> resource={windows} title="售票窗口" columns={windowColumns} perms={perms} size="small" />
      <div style={{ height: 16 }} />
      <CrudPage<SettingRow>
        resource={settings}
        title="窗口设置与分组"
        columns={settingColumns}
        perms={perms}
        size="small"
        dialogWidth={720}
        defaults={{ payMethods: [...PAY_METHODS], autoPrint: 1, countOnClose: 1, productIds: [] }}
        toForm={(r) => ({ ...r, maxDiffYuan: centsToYuan(r.maxDiff) })}
        beforeSubmit={(r) => ({
          id: r.id,
          windowId: r.windowId,
          sellerId: r.sellerId ?? null,
          groupName: r.groupName ?? '',
          productIds: r.productIds ?? [],
          payMethods: r.payMethods,
          ticketTemplateId: r.ticketTemplateId ?? null,
          a4TemplateId: r.a4TemplateId ?? null,
          autoPrint: Number(r.autoPrint ?? 1),
          countOnClose: Number(r.countOnClose ?? 1),
          maxDiff: r.maxDiffYuan ? yuanToCents(String(r.maxDiffYuan)) : 0,
        })}
      />
    </>
  );
}

function SelectMany({
  options,
  label,
  placeholder,
  value,
  onChange,
}: {
  options: { value: string; label: string }[];
  label: string;
  placeholder?: string;
  value?: string[];
  onChange?: (v: string[]) => void;
}) {
  return (
    <Select
      mode="multiple"
      aria-label={label}
      placeholder={placeholder}
      optionFilterProp="label"
      options={options}
      value={value}
      onChange={onChange}
      allowClear
    />
  );
}

/** 售票设置: windows, their settings and groups (tickets, pay methods, print, shift rules), and 扫码付. */
export default function SettingPage() {
  return (
    <Card>
      <Tabs
        items={[
          { key: 'setting', label: '窗口与设置', children: <WindowsAndSettings /> },
          { key: 'scanpay', label: '扫码付', children: <ScanPayTab /> },
        ]}
      />
    </Card>
  );
}
