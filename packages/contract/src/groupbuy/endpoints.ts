import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import type { Placed } from '../order/rows.ts';
import {
  groupBuyChannelForm,
  groupBuyEffectiveForm,
  groupBuyForm,
  groupBuyGoodsForm,
  groupBuyIdQuery,
  groupBuyIdsForm,
  groupBuyQuery,
  groupBuyShareForm,
  groupBuySkuQuery,
  h5GroupBuyJoinForm,
  h5GroupBuyQuery,
} from './forms.ts';
import type { GroupBuyGoods, GroupBuyActivity, GroupBuyShare, GroupBuySkuOption, StoreGroupBuy, StoreGroupBuyHome } from './rows.ts';

const GB = '/yym-marketing-api/groupBuy';
const H5 = '/yym-marketing-api/h5/groupBuy';

/** Button codes of 拼团活动 (menus-business.ts: CRUD + effective + copy). */
export const GROUPBUY_PERMS = {
  view: 'group_buy_view',
  add: 'group_buy_add',
  edit: 'group_buy_edit',
  remove: 'group_buy_delete',
  effective: 'group_buy_effective',
  copy: 'group_buy_copy',
} as const;
const P = GROUPBUY_PERMS;
const ANY = [P.view, P.add, P.edit];
const EDIT = [P.add, P.edit];

const get = <Q extends typeof groupBuyIdQuery | typeof groupBuySkuQuery, R>(path: string, summary: string, query: Q, perm: string[]) =>
  endpoint({ method: 'GET', path: `${GB}/${path}`, summary, query, perm, response: returns<R>() });

export const groupBuyApi = {
  /** POST: GET .../groupBuy/page is the page editor's group-buy picker (decoration area). */
  page: endpoint({
    method: 'POST',
    path: `${GB}/page`,
    summary: 'Group-buy: page (back office)',
    body: groupBuyQuery,
    perm: ANY,
    response: returns<Page<GroupBuyActivity>>(),
  }),
  info: get<typeof groupBuyIdQuery, GroupBuyActivity>('info', 'Group-buy: one activity', groupBuyIdQuery, ANY),
  goodsList: get<typeof groupBuyIdQuery, GroupBuyGoods[]>('goods/list', 'Group-buy: the goods with group price', groupBuyIdQuery, ANY),
  shareInfo: get<typeof groupBuyIdQuery, GroupBuyShare>('share/info', 'Group-buy: share info', groupBuyIdQuery, ANY),
  shareGenerate: get<typeof groupBuyIdQuery, GroupBuyShare>(
    'share/generate',
    'Group-buy: the share link (storefront page with the activity)',
    groupBuyIdQuery,
    ANY,
  ),
  skuPage: get<typeof groupBuySkuQuery, Page<GroupBuySkuOption>>(
    'sku/page',
    'Group-buy: on-shelf ticket skus to pick',
    groupBuySkuQuery,
    EDIT,
  ),
  copy: endpoint({
    method: 'POST',
    path: `${GB}/copy`,
    summary: 'Group-buy: copy (a new, invalid activity with the same goods)',
    body: groupBuyIdQuery,
    perm: [P.copy],
    response: returns<GroupBuyActivity>(),
  }),
  preview: endpoint({
    method: 'POST',
    path: `${GB}/priview`,
    summary: 'Group-buy: the activity as the storefront shows it',
    body: groupBuyIdQuery,
    perm: ANY,
    response: returns<StoreGroupBuy>(),
  }),
  channel: endpoint({
    method: 'POST',
    path: `${GB}/channel/update`,
    summary: 'Group-buy: sale channels',
    body: groupBuyChannelForm,
    perm: [P.edit],
    response: returns<GroupBuyShare>(),
  }),
  effective: endpoint({
    method: 'POST',
    path: `${GB}/effective/update`,
    summary: 'Group-buy: effective (1) or invalid (0)',
    body: groupBuyEffectiveForm,
    perm: [P.effective],
    response: returns<number>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${GB}/delete`,
    summary: 'Group-buy: delete (not while running)',
    body: groupBuyIdsForm,
    perm: [P.remove],
    response: returns<number>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${GB}/submit`,
    summary: 'Group-buy: save the activity with its goods (add: add, update: edit)',
    body: groupBuyForm,
    perm: EDIT,
    response: returns<GroupBuyActivity>(),
  }),
  goodsUpdate: endpoint({
    method: 'POST',
    path: `${GB}/goods/update`,
    summary: 'Group-buy: replace the goods (none joined yet)',
    body: groupBuyGoodsForm,
    perm: EDIT,
    response: returns<GroupBuyGoods[]>(),
  }),
  shareUpdate: endpoint({
    method: 'POST',
    path: `${GB}/share/update`,
    summary: 'Group-buy: share title and image',
    body: groupBuyShareForm,
    perm: EDIT,
    response: returns<GroupBuyShare>(),
  }),
};

/** The storefront: running activities with open groups (public) and open / join (a logged-in customer). */
export const groupBuyH5Api = {
  home: endpoint({
    method: 'GET',
    path: `${H5}/home`,
    auth: 'public',
    summary: 'Storefront: running group-buy activities with group price and open groups',
    query: h5GroupBuyQuery,
    response: returns<StoreGroupBuyHome>(),
  }),
  join: endpoint({
    method: 'POST',
    path: `${H5}/join`,
    auth: 'public',
    summary: 'Storefront: open or join a group (customer login; an ordinary ticket order at the group price)',
    body: h5GroupBuyJoinForm,
    response: returns<Placed>(),
  }),
};
