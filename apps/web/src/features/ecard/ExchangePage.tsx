import { ECARD_PERMS } from '@yym/contract';
import { ListPage, type CrudColumn } from '../../components/index.ts';
import { exchanges, type ExchangeRow } from './api.ts';

const columns: CrudColumn<ExchangeRow>[] = [
  { title: '激活码', dataIndex: 'code', width: 200 },
  { title: '激活码', dataIndex: 'cardNo', hideInTable: true, search: true },
  { title: '电子卡', dataIndex: 'cardName' },
  { title: '持卡人', dataIndex: 'holderName', width: 110 },
  { title: '手机号', dataIndex: 'holderPhone', width: 130 },
  { title: '操作人', dataIndex: 'operator', width: 120 },
  { title: '兑换时间', dataIndex: 'createTime', width: 170 },
];

/** 兑换记录: every activation code exchanged for a card. */
export default function ExchangePage() {
  return (
    <ListPage resource={exchanges} title="兑换记录" columns={columns} exportName="电子卡兑换记录" exportPerm={ECARD_PERMS.exchangeExport} />
  );
}
