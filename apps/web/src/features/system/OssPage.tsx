import { App, Button, Popconfirm, Tag } from 'antd';
import { OSS_CATEGORIES, OSS_MSG, OSS_PERMS, type OssRow } from '@yym/contract';
import { useRefresh } from '../../app/data.ts';
import { CrudPage, useBusy, useCan, type CrudColumn } from '../../components/index.ts';
import { enableOss, ossConfigs, testOss } from './api.ts';

const S3_ONLY = '本地存储无需填写';

const columns: CrudColumn<OssRow>[] = [
  { title: '名称', dataIndex: 'ossName', search: true, width: 150, form: { required: OSS_MSG.nameRequired } },
  {
    title: '分类',
    dataIndex: 'category',
    width: 110,
    search: true,
    options: OSS_CATEGORIES.map((c) => ({ label: c.label, value: c.value })),
    form: { type: 'select', required: OSS_MSG.categoryRequired },
    render: (v) => OSS_CATEGORIES.find((c) => c.value === v)?.label,
  },
  { title: '地址', dataIndex: 'endpoint', form: { span: 24, placeholder: '如 https://oss-cn-hangzhou.aliyuncs.com, 留空为 AWS S3' } },
  { title: '空间名', dataIndex: 'bucketName', width: 130, form: { placeholder: S3_ONLY } },
  { title: '地域', dataIndex: 'region', hideInTable: true, form: { placeholder: '如 us-east-1 / cn-hangzhou' } },
  { title: 'AccessKey', dataIndex: 'accessKey', hideInTable: true, form: { placeholder: S3_ONLY } },
  { title: 'SecretKey', dataIndex: 'secretKey', hideInTable: true, form: { type: 'password', placeholder: '修改时留空则保留原密钥' } },
  { title: '密钥', dataIndex: 'secretTail', width: 80, form: false, render: (v: string) => (v ? `****${v}` : '未设置') },
  {
    title: '路径风格',
    dataIndex: 'pathStyle',
    hideInTable: true,
    options: [
      { label: '空间名在路径中 (MinIO)', value: true },
      { label: '空间名在域名中', value: false },
    ],
    form: { type: 'radio', span: 24 },
  },
  {
    title: '浏览器上传地址',
    dataIndex: 'publicEndpoint',
    hideInTable: true,
    form: { span: 24, placeholder: '浏览器访问存储的地址, 留空同上' },
  },
  {
    title: '适用租户',
    dataIndex: 'scopeTenantId',
    width: 100,
    form: { placeholder: '留空为全部租户, 或填6位租户编号' },
    render: (v: string | null) => v ?? '全部租户',
  },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
  {
    title: '状态',
    dataIndex: 'status',
    width: 80,
    form: false,
    render: (v: number) => (v === 1 ? <Tag color="green">已启用</Tag> : <Tag>未启用</Tag>),
  },
];

/**
 * 对象存储 (platform): where tenants' uploads, exports and face photos are kept. One config is in use
 * per scope (one tenant, or all tenants); without one the server's own STORAGE is used.
 */
export default function OssPage() {
  const { message } = App.useApp();
  const refresh = useRefresh(ossConfigs);
  const canEnable = useCan(OSS_PERMS.enable);
  const { busy, attempt } = useBusy();
  const enable = (r: OssRow) =>
    attempt(async () => {
      await enableOss(r.id);
      void message.success(`已启用「${r.ossName}」`);
      void refresh();
    });
  const test = (r: OssRow) =>
    attempt(async () => {
      const { ms } = await testOss(r.id);
      void message.success(`连接成功 (${ms} ms)`);
    });
  return (
    <CrudPage<OssRow>
      resource={ossConfigs}
      title="对象存储"
      columns={columns}
      dialogWidth={720}
      defaults={{ category: 'minio', pathStyle: true, region: 'us-east-1' } as Partial<OssRow>}
      perms={{ add: OSS_PERMS.add, edit: OSS_PERMS.edit, remove: OSS_PERMS.remove, view: OSS_PERMS.view, export: false }}
      actionWidth={300}
      rowActions={(r) =>
        canEnable && (
          <>
            {r.status !== 1 && (
              <Popconfirm
                title={`启用后, ${r.scopeTenantId ?? '全部租户'}的新文件将存入「${r.ossName}」, 同一范围的其他配置停用`}
                onConfirm={() => void enable(r)}
              >
                <Button type="link" size="small" disabled={busy}>
                  启用
                </Button>
              </Popconfirm>
            )}
            <Button type="link" size="small" loading={busy} onClick={() => void test(r)}>
              测试连接
            </Button>
          </>
        )
      }
    />
  );
}
