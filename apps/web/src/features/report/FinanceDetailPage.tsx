import { Finance } from './FinancePage.tsx';

/** 财务报表明细 (/report/finance/detail): the finance report opened on its detail. */
export default function FinanceDetailPage() {
  return <Finance tab="detail" />;
}
