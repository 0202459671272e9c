import { AccountsPage } from './AccountsPage.tsx';

/** 合作伙伴 > 供应商账户. */
export default function SupplierAccountsPage() {
  return <AccountsPage kind={2} />;
}
