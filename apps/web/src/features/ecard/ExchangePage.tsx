import { ECARD_PERMS } from '@yym/contract';
import { ListPage, type CrudColumn } from '../../components/index.ts';
import { exchanges, useCardOptions, type ExchangeRow } from './api.ts';

/** 兑换记录: every activation code exchanged for a card; by code, card and the days it was exchanged. */
export default function ExchangePage() {
  const columns: CrudColumn<ExchangeRow>[] = [
    { title: '激活码', dataIndex: 'code', width: 200 },
    { title: '激活码', dataIndex: 'cardNo', hideInTable: true, search: true },
    { title: '电子卡', dataIndex: 'cardName' },
    { title: '电子卡', dataIndex: 'cardId', hideInTable: true, search: true, options: useCardOptions() },
    { title: '持卡人', dataIndex: 'holderName', width: 110 },
    { title: '手机号', dataIndex: 'holderPhone', width: 130 },
    { title: '操作人', dataIndex: 'operator', width: 120 },
    { title: '兑换时间', dataIndex: 'createTime', width: 170, search: 'dateRange' },
  ];
  return (
    <ListPage resource={exchanges} title="兑换记录" columns={columns} exportName="电子卡兑换记录" exportPerm={ECARD_PERMS.exchangeExport} />
  );
}
