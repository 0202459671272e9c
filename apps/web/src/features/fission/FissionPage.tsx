import { Tabs } from 'antd';
import { ConfigTab, WithdrawalsTab } from './MoneyTabs.tsx';
import { OrdersTab } from './OrdersTab.tsx';
import { PromotersTab, SpecialsTab } from './PeopleTabs.tsx';
import { PlansTab } from './PlansTab.tsx';

/** 分销裂变: plans, promoters and their audit, special distributors, referred orders, withdrawals, settings. */
export default function FissionPage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'plans', label: '分销方案', children: <PlansTab /> },
        { key: 'promoters', label: '推广员', children: <PromotersTab /> },
        { key: 'specials', label: '特殊分销商', children: <SpecialsTab /> },
        { key: 'orders', label: '分销订单', children: <OrdersTab /> },
        { key: 'withdrawals', label: '提现审核', children: <WithdrawalsTab /> },
        { key: 'config', label: '分销设置', children: <ConfigTab /> },
      ]}
    />
  );
}
