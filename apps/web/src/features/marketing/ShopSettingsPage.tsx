import { useEffect, useState } from 'react';
import { App, Button, ColorPicker, Empty, Image, Input, Popconfirm, Space, Spin, Tabs, Tag, Typography, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { MARKETING_MSG as M, MSG, PUBLISH_LABELS, VERIFY_FILE_MAX, VERIFY_FILE_NAME } from '@yym/contract';
import { CrudPage, RowSwitch, UploadField, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import {
  jumpQrPublish,
  jumpQrs,
  jumpQrVerifyFile,
  saveTenantLabels,
  tenantLabels,
  welcomeEnable,
  welcomePages,
  type JumpQrRow,
  type TenantLabelRow,
  type WelcomeRow,
} from './api.ts';

const welcomeColumns: CrudColumn<WelcomeRow>[] = [
  {
    title: '欢迎页图片',
    dataIndex: 'image',
    width: 110,
    render: (v) => (v ? <Image src={v} width={54} height={96} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'),
    form: {
      span: 24,
      required: M.welcomeImageRequired,
      control: <UploadField maxFiles={1} maxMb={3} dir="welcome" hint="建议尺寸750×1334,不超过3MB" />,
    },
  },
  { title: '名称', dataIndex: 'name', search: true, form: { span: 12, required: M.welcomeNameRequired, rules: [{ max: 50 }] } },
  {
    title: '展示秒数',
    dataIndex: 'seconds',
    width: 100,
    render: (v) => `${v} 秒`,
    form: { type: 'number', span: 12, min: 1, max: 30, required: M.secondsRange },
  },
  {
    title: '点击跳转',
    dataIndex: 'link',
    render: (v) => v || '不跳转',
    form: {
      span: 24,
      placeholder: '如 /h5/points 或 https://…(可不填)',
      rules: [{ pattern: /^(https?:\/\/|\/)/, message: M.linkInvalid }],
    },
  },
  {
    title: '状态',
    dataIndex: 'enableFlag',
    width: 100,
    render: (_, row) => (
      <RowSwitch
        checked={Number(row.enableFlag) === 1}
        label={`启用 ${row.name}`}
        resource={welcomePages}
        onToggle={(on) => welcomeEnable(row.id, on ? 1 : 0)}
        success={(on) => (on ? '已启用,其他欢迎页已停用' : MSG.updateSuccess)}
      />
    ),
    form: false,
  },
];

/** Reads the chosen verify file in the browser and sends its name and text (the server checks both again). */
function VerifyFileButton({ row }: { row: JumpQrRow }) {
  const { message } = App.useApp();
  const refresh = useRefresh(jumpQrs);
  return (
    <Upload
      accept=".txt"
      showUploadList={false}
      beforeUpload={async (file) => {
        if (!VERIFY_FILE_NAME.test(file.name)) void message.error(M.verifyFileName);
        else if (file.size > VERIFY_FILE_MAX) void message.error(M.verifyFileSize);
        else {
          await jumpQrVerifyFile({ id: row.id, fileName: file.name, content: (await file.text()).trim() });
          void message.success('校验文件已上传');
          void refresh();
        }
        return Upload.LIST_IGNORE;
      }}
    >
      <Button type="link" size="small" icon={<UploadOutlined />}>
        校验文件
      </Button>
    </Upload>
  );
}

function PublishButton({ row }: { row: JumpQrRow }) {
  const { message } = App.useApp();
  const refresh = useRefresh(jumpQrs);
  if (Number(row.publishStatus) === 1) return null;
  // WeChat checks the verify file before it accepts the rule: say so before asking to publish.
  if (!row.verifyFileName)
    return (
      <Button type="link" size="small" onClick={() => void message.warning(M.verifyFileMissing)}>
        发布
      </Button>
    );
  return (
    <Popconfirm
      title="发布后扫描该规则下的二维码将打开小程序页面,确定发布?"
      onConfirm={async () => {
        await jumpQrPublish(row.id);
        void message.success('已发布');
        void refresh();
      }}
    >
      <Button type="link" size="small">
        发布
      </Button>
    </Popconfirm>
  );
}

const qrColumns: CrudColumn<JumpQrRow>[] = [
  { title: '规则名称', dataIndex: 'name', search: true, form: { span: 12, required: M.qrNameRequired, rules: [{ max: 50 }] } },
  {
    title: '二维码规则',
    dataIndex: 'prefix',
    form: {
      span: 12,
      required: M.qrPrefixInvalid,
      placeholder: 'https://example.com/qr',
      rules: [{ pattern: /^https:\/\//, message: M.qrPrefixInvalid }],
    },
  },
  { title: '小程序页面', dataIndex: 'path', form: { span: 24, required: M.qrPathRequired, placeholder: 'pages/index/index' } },
  {
    title: '校验文件',
    dataIndex: 'verifyFileName',
    width: 220,
    render: (v) => v || <Typography.Text type="secondary">未上传</Typography.Text>,
    form: false,
  },
  {
    title: '状态',
    dataIndex: 'publishStatus',
    width: 90,
    render: (v) => <Tag color={Number(v) === 1 ? 'green' : 'default'}>{PUBLISH_LABELS[Number(v)] ?? v}</Tag>,
    form: false,
  },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

type LabelDraft = { id?: string; name: string; color: string };

/** The tenant's labels, edited in place and saved as one list (the server checks names and count again). */
function LabelsEditor() {
  const { message } = App.useApp();
  const [labels, setLabels] = useState<LabelDraft[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void tenantLabels().then((rows: TenantLabelRow[]) => setLabels(rows.map(({ id, name, color }) => ({ id, name, color }))));
  }, []);
  if (!labels) return <Spin style={{ display: 'block', margin: 48 }} />;
  const set = (i: number, patch: Partial<LabelDraft>) => setLabels(labels.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  const problem = () => {
    if (labels.length > 50) return M.labelsMax;
    for (const l of labels) {
      if (!l.name.trim()) return M.labelNameRequired;
      if (l.name.trim().length > 10) return M.labelNameMax;
    }
    return new Set(labels.map((l) => l.name.trim())).size === labels.length ? null : M.labelNameRepeat;
  };
  return (
    <div style={{ maxWidth: 560 }}>
      <Typography.Paragraph type="secondary">
        标签用于标记商户的特色(如“5A景区”“亲子”),在小程序店铺页展示。最多50个,每个不超过10个字。
      </Typography.Paragraph>
      {labels.length === 0 && <Empty description="还没有标签" />}
      <Space direction="vertical" style={{ width: '100%' }}>
        {labels.map((l, i) => (
          <Space key={l.id ?? `new-${i}`}>
            <Input
              aria-label={`标签${i + 1}`}
              value={l.name}
              maxLength={10}
              placeholder="标签名称"
              onChange={(e) => set(i, { name: e.target.value })}
              style={{ width: 220 }}
            />
            <ColorPicker value={l.color} onChange={(c) => set(i, { color: c.toHexString() })} />
            <Tag color={l.color}>{l.name || '预览'}</Tag>
            <Button aria-label={`删除标签${i + 1}`} icon={<DeleteOutlined />} onClick={() => setLabels(labels.filter((_, k) => k !== i))} />
          </Space>
        ))}
      </Space>
      <Space style={{ marginTop: 16 }}>
        <Button
          icon={<PlusOutlined />}
          disabled={labels.length >= 50}
          onClick={() => setLabels([...labels, { name: '', color: '#1570f0' }])}
        >
          添加标签
        </Button>
        <Button
          type="primary"
          loading={saving}
          onClick={async () => {
            const bad = problem();
            if (bad) return void message.error(bad);
            setSaving(true);
            try {
              const saved = await saveTenantLabels({ labels: labels.map((l) => ({ ...l, name: l.name.trim() })) });
              setLabels(saved.map(({ id, name, color }) => ({ id, name, color })));
              void message.success(MSG.updateSuccess);
            } finally {
              setSaving(false);
            }
          }}
        >
          保存
        </Button>
      </Space>
    </div>
  );
}

/** 商城设置: the storefront's welcome page, the jump-QR rules of the mini-program and the tenant's labels. */
export default function ShopSettingsPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: 'welcome',
          label: '欢迎页',
          children: (
            <CrudPage<WelcomeRow>
              resource={welcomePages}
              title="欢迎页"
              columns={welcomeColumns}
              dialogWidth={640}
              defaults={{ seconds: 3 } as Partial<WelcomeRow>}
              perms={{ view: false, export: false }}
            />
          ),
        },
        {
          key: 'jumpQr',
          label: '跳转二维码',
          children: (
            <CrudPage<JumpQrRow>
              resource={jumpQrs}
              title="扫普通二维码打开小程序"
              columns={qrColumns}
              dialogWidth={720}
              perms={{ view: false, export: false }}
              rowActions={(row) => (
                <>
                  <VerifyFileButton row={row} />
                  <PublishButton row={row} />
                </>
              )}
            />
          ),
        },
        { key: 'labels', label: '商户标签', children: <LabelsEditor /> },
      ]}
    />
  );
}
