import { Card, Select, Tag } from 'antd';
import { DESK_MSG, NOTICE_AUDIENCES, NOTICE_PERMS, PLATFORM_TENANT_ID } from '@yym/contract';
import { useQueryOf } from '../../app/data.ts';
import { useSession } from '../../app/session.ts';
import { CrudPage, DateTimeField, RichTextField, type CrudColumn } from '../../components/index.ts';
import { noticeCalls, noticeList, type NoticeRow } from './api.ts';

const CATEGORIES = [
  { label: '通知', value: 1 },
  { label: '公告', value: 2 },
  { label: '提醒', value: 3 },
];

/** /merchantGeneral/notice: 通知公告. The platform writes to every tenant or some; a merchant to all its people or some roles. */
export default function NoticePage() {
  const platform = useSession((s) => s.tenantId === PLATFORM_TENANT_ID);
  const roles = useQueryOf(noticeList, ['roles'], noticeCalls.roles);
  const roleOptions = (roles.data ?? []).map((r) => ({ label: r.title, value: r.id }));
  const audiences = NOTICE_AUDIENCES.filter((a) => platform || a.value !== 1).map((a) => ({ label: a.label, value: a.value }));
  const columns: CrudColumn<NoticeRow>[] = [
    { title: '标题', dataIndex: 'title', search: true, form: { required: DESK_MSG.noticeTitleRequired, span: 24 } },
    {
      title: '类型',
      dataIndex: 'category',
      width: 80,
      search: true,
      options: CATEGORIES,
      form: { type: 'select' },
      render: (v) => CATEGORIES.find((c) => c.value === Number(v))?.label,
    },
    {
      title: '接收范围',
      dataIndex: 'audience',
      width: 160,
      options: audiences,
      form: { type: 'radio' },
      render: (v: number, r) =>
        Number(v) === 1
          ? `指定商户 ${(r.tenantIds ?? []).join(', ')}`
          : Number(v) === 2
            ? `指定角色(${(r.roleIds ?? []).length})`
            : platform
              ? '全部商户'
              : '全部人员',
    },
    ...(platform
      ? [
          {
            title: '指定商户',
            dataIndex: 'tenantIds',
            hideInTable: true,
            form: {
              control: (
                <Select mode="tags" open={false} tokenSeparators={[',', ' ']} placeholder="接收范围为指定商户时填写, 输入商户编号后回车" />
              ),
            },
          },
        ]
      : []),
    {
      title: '指定角色',
      dataIndex: 'roleIds',
      hideInTable: true,
      form: { control: <Select mode="multiple" options={roleOptions} placeholder="接收范围为指定角色时选择" /> },
    },
    { title: '发布时间', dataIndex: 'releaseTime', width: 170, form: { control: <DateTimeField placeholder="留空立即发布" /> } },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      options: [
        { label: '发布', value: 1 },
        { label: '草稿', value: 0 },
      ],
      form: { type: 'radio' },
      render: (v: number) => (Number(v) === 1 ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
    },
    { title: '内容', dataIndex: 'content', hideInTable: true, form: { control: <RichTextField />, span: 24 } },
  ];
  return (
    <Card variant="borderless" title="通知公告">
      <CrudPage<NoticeRow>
        resource={noticeList}
        columns={columns}
        dialogWidth={820}
        defaults={{ category: 1, audience: 0, status: 1, tenantIds: [], roleIds: [] } as Partial<NoticeRow>}
        perms={{ add: NOTICE_PERMS.add, edit: NOTICE_PERMS.edit, remove: NOTICE_PERMS.remove }}
        toForm={(r) => ({ ...r, releaseTime: r.releaseTime ?? undefined })}
        beforeSubmit={(r) => ({ ...r, releaseTime: r.releaseTime || undefined })}
      />
    </Card>
  );
}
