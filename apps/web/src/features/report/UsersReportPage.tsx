import { pieChart, rankChart, ReportShell, type ReportTab } from './ReportKit.tsx';
import { reports } from './api.ts';
import type { Row } from '../../app/data.ts';

const NOTE = '按检票游客的身份证号统计(性别、年龄、签发省份);无身份证号的游客计为未知。';
const columns = (title: string) => () => [
  { title, dataIndex: 'name' },
  { title: '人数', dataIndex: 'value', align: 'right' as const },
  { title: '占比', dataIndex: 'ratio', align: 'right' as const, render: (v: number) => `${(v * 100).toFixed(1)}%` },
];
const share = (rows: Row[]) => pieChart(rows.map((r) => ({ name: r.name, value: r.value })));

const TABS: ReportTab[] = [
  {
    key: 'sex',
    label: '性别分析',
    sheet: 'userSex',
    note: NOTE,
    read: (q) => reports.userSex(q),
    chart: share,
    columns: columns('性别'),
    rowKey: (r) => r.key,
    totals: { label: '合计', keys: ['value'] },
  },
  {
    key: 'affiliation',
    label: '属地分析',
    sheet: 'userAffiliation',
    note: NOTE,
    read: (q) => reports.userAffiliation(q),
    chart: (rows) => rankChart(rows, (r) => r.name, [{ name: '人数', key: 'value' }]),
    columns: columns('属地(省份)'),
    rowKey: (r) => r.key,
    totals: { label: '合计', keys: ['value'] },
  },
  {
    key: 'age',
    label: '年龄分析',
    sheet: 'userAge',
    note: NOTE,
    read: (q) => reports.userAge(q),
    chart: share,
    columns: columns('年龄段'),
    rowKey: (r) => r.key,
    totals: { label: '合计', keys: ['value'] },
  },
];

/** 用户分析: checked visitors by sex, province and age band (the route names the tab opened). */
export function UsersReport({ tab }: { tab: 'sex' | 'affiliation' | 'age' }) {
  return <ReportShell pageKey="users" perm="users_report" tabs={TABS} dims={['poi']} initialTab={tab} />;
}
export default function UsersSexPage() {
  return <UsersReport tab="sex" />;
}
