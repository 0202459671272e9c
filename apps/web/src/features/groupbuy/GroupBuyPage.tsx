import { GROUPBUY_CHANNELS, GROUPBUY_PERMS, GROUPBUY_STATUS_TEXT } from '@yym/contract';
import { SaleActivityPage, type CrudColumn } from '../../components/index.ts';
import { groupBuyActions, groupBuys, type GroupBuyActivity } from './api.ts';
import { GroupBuyEditor } from './GroupBuyEditor.tsx';

const columns: CrudColumn<GroupBuyActivity>[] = [
  { title: '成团人数', dataIndex: 'groupSize', width: 90, form: false, render: (v) => `${v}人` },
  { title: '成团时限', dataIndex: 'hours', width: 90, form: false, render: (v) => `${v}小时` },
  { title: '商品数', dataIndex: 'goodsCount', width: 80, form: false },
  { title: '已成团/开团', dataIndex: 'formedCount', width: 110, form: false, render: (_, r) => `${r.formedCount} / ${r.groupCount}` },
];

/** 拼团活动: list with name and state filters; create/edit dialog; copy, effective, channel, delete with confirm. */
export default function GroupBuyPage() {
  return (
    <SaleActivityPage<GroupBuyActivity>
      noun="拼团"
      testId="gb"
      resource={groupBuys}
      perms={GROUPBUY_PERMS}
      statusText={GROUPBUY_STATUS_TEXT}
      channelText={GROUPBUY_CHANNELS}
      columns={columns}
      copy={groupBuyActions.copy}
      effective={groupBuyActions.effective}
      saveChannels={(groupBuyId, channels) => groupBuyActions.channel({ groupBuyId, channels: channels as never })}
      Editor={GroupBuyEditor}
    />
  );
}
