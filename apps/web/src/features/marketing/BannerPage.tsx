import { Image, Tag } from 'antd';
import { BANNER_PERMS, BANNER_POSITIONS, MARKETING_MSG as M } from '@yym/contract';
import { CrudPage, DateTimeField, RowSwitch, UploadField, type CrudColumn } from '../../components/index.ts';
import { bannerOpen, banners, type BannerRow } from './api.ts';

const POSITION_OPTIONS = Object.entries(BANNER_POSITIONS).map(([value, label]) => ({ value, label }));

const columns: CrudColumn<BannerRow>[] = [
  {
    title: '广告图片',
    dataIndex: 'image',
    width: 150,
    render: (v) => (v ? <Image src={v} width={120} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'),
    form: {
      span: 24,
      required: M.bannerImageRequired,
      control: <UploadField maxFiles={1} maxMb={3} dir="banner" hint="建议尺寸750×300,不超过3MB" />,
    },
  },
  { title: '广告名称', dataIndex: 'name', search: true, form: { span: 12, required: M.bannerNameRequired, rules: [{ max: 50 }] } },
  {
    title: '广告位置',
    dataIndex: 'position',
    width: 110,
    search: true,
    options: POSITION_OPTIONS,
    render: (v) => <Tag>{BANNER_POSITIONS[v as keyof typeof BANNER_POSITIONS] ?? v}</Tag>,
    form: { type: 'select', span: 12, required: M.positionRequired },
  },
  {
    title: '跳转链接',
    dataIndex: 'link',
    form: { span: 12, placeholder: '如 /h5/points 或 https://…', rules: [{ pattern: /^(https?:\/\/|\/)/, message: M.linkInvalid }] },
  },
  { title: '排序', dataIndex: 'sort', width: 70, form: { type: 'number', span: 12, min: 0, placeholder: '数字越小越靠前' } },
  {
    title: '开始时间',
    dataIndex: 'startTime',
    width: 170,
    render: (v) => v || '不限',
    form: { span: 12, control: <DateTimeField placeholder="不限" /> },
  },
  {
    title: '结束时间',
    dataIndex: 'endTime',
    width: 170,
    render: (v) => v || '不限',
    form: { span: 12, control: <DateTimeField placeholder="不限" /> },
  },
  {
    title: '状态',
    dataIndex: 'openStatus',
    width: 100,
    search: true,
    options: [
      { value: 1, label: '已开启' },
      { value: 0, label: '已关闭' },
    ],
    render: (_, row) => (
      <RowSwitch
        checked={Number(row.openStatus) === 1}
        label={`开启关闭 ${row.name}`}
        perm={BANNER_PERMS.open}
        resource={banners}
        onToggle={(on) => bannerOpen(row.id, on ? 1 : 0)}
        onText="开启"
        offText="关闭"
      />
    ),
    form: false,
  },
];

/** 广告位: the storefront's banners by position, with their times and the open/close switch. */
export default function BannerPage() {
  return (
    <CrudPage<BannerRow>
      resource={banners}
      title="广告位"
      columns={columns}
      dialogWidth={760}
      defaults={{ position: 'home', sort: 0, openStatus: 1 } as Partial<BannerRow>}
      validate={(r) => (r.startTime && r.endTime && r.startTime > r.endTime ? M.timeOrder : null)}
      perms={{ add: BANNER_PERMS.add, edit: BANNER_PERMS.edit, remove: BANNER_PERMS.remove, view: false, export: false }}
    />
  );
}
