import { useState } from 'react';
import { App, Button, Drawer, Image, Popconfirm, Progress, Switch, Tag } from 'antd';
import { FESTIVAL_MSG as M, FESTIVAL_PERMS as P, FESTIVAL_PHASE_TEXT, MSG, SIGNUP_STATE_TEXT } from '@yym/contract';
import {
  CrudPage,
  DateTimeField,
  ListPage,
  RichTextField,
  RichTextView,
  UploadField,
  useCan,
  type CrudColumn,
} from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { cancelSignup, festivals, publishFestival, signups, type FestivalRow, type SignupRow } from './api.ts';

const PHASE_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'default' };

function PublishSwitch({ row }: { row: FestivalRow }) {
  const { message } = App.useApp();
  const refresh = useRefresh(festivals);
  const can = useCan(P.edit);
  return (
    <Switch
      checked={Number(row.publishStatus) === 1}
      disabled={!can}
      checkedChildren="已发布"
      unCheckedChildren="未发布"
      aria-label={`发布 ${row.title}`}
      onChange={async (on) => {
        await publishFestival(row.id, on ? 1 : 0);
        void message.success(MSG.updateSuccess);
        void refresh();
      }}
    />
  );
}

/** 报名名单 of one activity: filters, paging, xlsx export, cancel with confirm (the places come back). */
function SignupDrawer({ row, onClose }: { row: FestivalRow; onClose: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefresh(signups);
  const refreshActivities = useRefresh(festivals);
  const canCancel = useCan(P.edit);
  const columns: CrudColumn<SignupRow>[] = [
    { title: '姓名', dataIndex: 'name', width: 120 },
    { title: '手机号', dataIndex: 'phone', width: 130, search: true },
    { title: '人数', dataIndex: 'people', width: 70 },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      search: true,
      options: Object.entries(SIGNUP_STATE_TEXT).map(([v, l]) => ({ value: Number(v), label: l })),
      render: (v) => <Tag color={v === 1 ? 'green' : undefined}>{SIGNUP_STATE_TEXT[v]}</Tag>,
    },
    { title: '报名时间', dataIndex: 'createTime', width: 170 },
  ];
  return (
    <Drawer open width={860} title={`报名名单 · ${row.title}`} onClose={onClose} destroyOnHidden>
      <ListPage<SignupRow>
        resource={signups}
        params={{ activityId: row.id }}
        columns={columns}
        exportName={`${row.title}-报名名单`}
        exportPerm={P.view}
        actionWidth={160}
        rowActions={(s) =>
          canCancel && s.state === 1 ? (
            <Popconfirm
              title={`确定取消${s.name}的报名?名额将退回`}
              onConfirm={async () => {
                await cancelSignup(s.id);
                void message.success('已取消报名');
                void refresh();
                void refreshActivities();
              }}
            >
              <Button type="link" size="small" danger>
                取消报名
              </Button>
            </Popconfirm>
          ) : null
        }
      />
    </Drawer>
  );
}

const columns: CrudColumn<FestivalRow>[] = [
  {
    title: '封面',
    dataIndex: 'cover',
    width: 100,
    render: (v) => (v ? <Image src={v} width={80} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} /> : '—'),
    form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="festival" hint="建议尺寸750×400,不超过3MB" /> },
  },
  { title: '活动标题', dataIndex: 'title', search: true, form: { span: 12, required: M.titleRequired, rules: [{ max: 50 }] } },
  { title: '活动地点', dataIndex: 'place', width: 120, form: { span: 12, rules: [{ max: 100 }] } },
  {
    title: '活动时间',
    dataIndex: 'times',
    width: 180,
    form: false,
    render: (_, r) => (
      <span style={{ fontSize: 12, lineHeight: 1.6 }}>
        {r.startTime.slice(0, 16)}
        <br />至 {r.endTime.slice(0, 16)}
      </span>
    ),
  },
  {
    title: '开始时间',
    dataIndex: 'startTime',
    hideInTable: true,
    form: { span: 12, required: M.timeRequired, control: <DateTimeField placeholder="开始时间" /> },
  },
  {
    title: '结束时间',
    dataIndex: 'endTime',
    hideInTable: true,
    form: { span: 12, required: M.timeRequired, control: <DateTimeField placeholder="结束时间" /> },
  },
  {
    title: '阶段',
    dataIndex: 'phase',
    width: 80,
    search: true,
    options: Object.entries(FESTIVAL_PHASE_TEXT).map(([v, l]) => ({ value: Number(v), label: l })),
    render: (v) => <Tag color={PHASE_COLOR[v]}>{FESTIVAL_PHASE_TEXT[v]}</Tag>,
    form: false,
  },
  {
    title: '开启报名',
    dataIndex: 'signupEnabled',
    hideInTable: true,
    form: {
      type: 'radio',
      span: 12,
    },
    options: [
      { value: 1, label: '开启' },
      { value: 0, label: '不开启' },
    ],
  },
  {
    title: '报名名额',
    dataIndex: 'capacity',
    hideInTable: true,
    form: { type: 'number', span: 12, min: 0, max: 100000, placeholder: '开启报名时必填' },
  },
  {
    title: '每人可报(人)',
    dataIndex: 'perPhone',
    hideInTable: true,
    form: { type: 'number', span: 12, min: 1, max: 20 },
  },
  {
    title: '报名截止',
    dataIndex: 'signupDeadline',
    hideInTable: true,
    form: { span: 12, control: <DateTimeField placeholder="不填则到活动结束" /> },
  },
  {
    title: '报名',
    dataIndex: 'signed',
    width: 130,
    form: false,
    render: (_, r) =>
      r.signupEnabled ? (
        <div>
          <div>
            {r.signed} / {r.capacity} 人{r.signupOpen ? '' : ' · 已截止'}
          </div>
          <Progress percent={r.capacity ? Math.round((r.signed / r.capacity) * 100) : 0} size="small" showInfo={false} />
        </div>
      ) : (
        <span style={{ color: 'var(--yym-muted)' }}>不需报名</span>
      ),
  },
  {
    title: '发布',
    dataIndex: 'publishStatus',
    width: 100,
    search: true,
    options: [
      { value: 1, label: '已发布' },
      { value: 0, label: '未发布' },
    ],
    render: (_, r) => <PublishSwitch row={r} />,
    form: { type: 'radio', span: 12 },
  },
  {
    title: '活动内容',
    dataIndex: 'content',
    hideInTable: true,
    render: (v) => <RichTextView html={v} />,
    form: { span: 24, control: <RichTextField />, rules: [{ max: 20000, message: M.contentMax }] },
  },
];

/** 新春活动: festival activities (cover, place, times, content), publishing, and who signed up. */
export default function FestivalPage() {
  const [viewing, setViewing] = useState<FestivalRow | null>(null);
  return (
    <>
      <CrudPage<FestivalRow>
        resource={festivals}
        title="新春活动"
        columns={columns}
        dialogWidth={860}
        perms={{ add: P.add, edit: P.edit, remove: P.remove, view: P.view, export: false }}
        defaults={{ signupEnabled: 1, capacity: 100, perPhone: 2, publishStatus: 0, content: '' }}
        toForm={(r) => ({ ...r, content: r.content ?? '', signupDeadline: r.signupDeadline ?? null })}
        beforeSubmit={(r) => ({
          id: r.id,
          title: r.title?.trim(),
          cover: r.cover || null,
          place: r.place?.trim() || null,
          startTime: r.startTime,
          endTime: r.endTime,
          content: r.content ?? '',
          signupEnabled: Number(r.signupEnabled ?? 0),
          capacity: Number(r.signupEnabled ? (r.capacity ?? 0) : 0),
          perPhone: Number(r.perPhone ?? 1),
          signupDeadline: r.signupEnabled ? r.signupDeadline || null : null,
          publishStatus: Number(r.publishStatus ?? 0),
        })}
        actionWidth={230}
        rowActions={(r) =>
          r.signupEnabled ? (
            <Button type="link" size="small" data-testid="festival-signups" onClick={() => setViewing(r)}>
              报名名单
            </Button>
          ) : null
        }
      />
      {viewing && <SignupDrawer row={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
