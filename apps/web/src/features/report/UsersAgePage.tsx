import { UsersReport } from './UsersReportPage.tsx';

/** 用户分析 opened on 年龄. */
export default function UsersAgePage() {
  return <UsersReport tab="age" />;
}
