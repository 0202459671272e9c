import { AccountsPage } from './AccountsPage.tsx';

/** 合作伙伴 > 分销商账户. */
export default function DistributorAccountsPage() {
  return <AccountsPage kind={1} />;
}
