import { UsersReport } from './UsersReportPage.tsx';

/** 用户分析 opened on 属地. */
export default function UsersAffiliationPage() {
  return <UsersReport tab="affiliation" />;
}
