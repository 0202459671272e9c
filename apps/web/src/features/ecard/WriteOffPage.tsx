import { ECARD_PERMS } from '@yym/contract';
import { ListPage, VerifyMethodTag, type CrudColumn } from '../../components/index.ts';
import { useCardOptions, writeOffs, type WriteOffRow } from './api.ts';

/** 核销记录: each use of a held card taken at the gate; by card number, card and the days of the checks. */
export default function WriteOffPage() {
  const columns: CrudColumn<WriteOffRow>[] = [
    { title: '卡号', dataIndex: 'cardNo', width: 180, search: true },
    { title: '电子卡', dataIndex: 'cardName' },
    { title: '电子卡', dataIndex: 'cardId', hideInTable: true, search: true, options: useCardOptions() },
    { title: '核销项目', dataIndex: 'projectName' },
    { title: '持卡人', dataIndex: 'holderName', width: 110 },
    { title: '方式', dataIndex: 'method', width: 110, render: (v) => <VerifyMethodTag code={v} /> },
    { title: '核销人', dataIndex: 'userName', width: 110 },
    { title: '核销时间', dataIndex: 'createTime', width: 170, search: 'dateRange' },
  ];
  return (
    <ListPage resource={writeOffs} title="核销记录" columns={columns} exportName="电子卡核销记录" exportPerm={ECARD_PERMS.writeOffExport} />
  );
}
