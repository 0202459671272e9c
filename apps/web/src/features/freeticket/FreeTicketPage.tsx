import { useState } from 'react';
import { Button, Input, Modal, Tag } from 'antd';
import { FREE_TICKET_MSG as M, FREE_TICKET_PERMS as P, freeTicketAgeText } from '@yym/contract';
import { CrudPage, RowSwitch, SearchMultiSelect, escGuard, type CrudColumn } from '../../components/index.ts';
import { freeTicketCheck, freeTicketGoods, freeTickets, freeTicketStatus, type FreeTicketRow } from './api.ts';

/** 资格校验: the clerk types a traveller's ID card and sees whether the policy frees them today. */
function CheckDialog({ row, onClose }: { row: FreeTicketRow; onClose: () => void }) {
  const [card, setCard] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const check = async () => {
    try {
      const r = await freeTicketCheck(row.id, card.trim());
      setAnswer(`${r.age}周岁,${r.eligible ? '符合免票条件' : '不符合免票条件'}`);
    } catch (e) {
      setAnswer((e as Error).message);
    }
  };
  return (
    <Modal modalRender={escGuard} open title={`资格校验 · ${row.name}`} onCancel={onClose} onOk={() => void check()} okText="校验">
      <Input aria-label="身份证号" placeholder="请输入游客身份证号" maxLength={18} value={card} onChange={(e) => setCard(e.target.value)} />
      {answer && (
        <div role="status" style={{ marginTop: 12 }}>
          {answer}
        </div>
      )}
    </Modal>
  );
}

const ageRule = { type: 'number' as const, span: 12 as const, min: 0, max: 150 };
const columns: CrudColumn<FreeTicketRow>[] = [
  { title: '政策名称', dataIndex: 'name', search: true, form: { span: 24, required: M.nameRequired, rules: [{ max: 50 }] } },
  {
    title: '适用门票',
    dataIndex: 'productIds',
    render: (_, r) => r.productNames.join('、') || '—',
    form: {
      span: 24,
      required: M.goodsRequired,
      control: <SearchMultiSelect cacheKey="free-ticket-goods" search={freeTicketGoods} label="适用门票" placeholder="搜索并选择门票" />,
    },
  },
  { title: '免票人群', dataIndex: 'who', width: 150, render: (_, r) => <Tag color="blue">{freeTicketAgeText(r)}</Tag>, form: false },
  { title: '最小年龄(含)', dataIndex: 'ageMin', hideInTable: true, form: { ...ageRule, placeholder: '如65,不填则不限' } },
  { title: '最大年龄(不含)', dataIndex: 'ageMax', hideInTable: true, form: { ...ageRule, placeholder: '如6,不填则不限' } },
  {
    title: '每日名额',
    dataIndex: 'dailyQuota',
    width: 100,
    render: (v) => (v ? v : '不限'),
    form: { type: 'number', span: 12, min: 0, max: 100000, placeholder: '0为不限' },
  },
  {
    title: '开始日期',
    dataIndex: 'startDate',
    width: 110,
    form: { span: 12, required: M.dateRequired, control: <Input type="date" aria-label="开始日期" /> },
  },
  {
    title: '结束日期',
    dataIndex: 'endDate',
    width: 110,
    form: { span: 12, required: M.dateRequired, control: <Input type="date" aria-label="结束日期" /> },
  },
  {
    title: '状态',
    dataIndex: 'policyStatus',
    width: 90,
    search: true,
    options: [
      { value: 1, label: '启用' },
      { value: 0, label: '停用' },
    ],
    render: (_, r) => (
      <RowSwitch
        checked={r.policyStatus === 1}
        label={`启用 ${r.name}`}
        perm={P.edit}
        resource={freeTickets}
        onToggle={(on) => freeTicketStatus(r.id, on ? 1 : 0)}
      />
    ),
    form: { type: 'radio', span: 12 },
  },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24, rules: [{ max: 200 }] } },
];

/** 免票政策: which tickets are free for whom (by the age on the ID card), how many a day, when; on or off. */
export default function FreeTicketPage() {
  const [checking, setChecking] = useState<FreeTicketRow | null>(null);
  return (
    <>
      <CrudPage<FreeTicketRow>
        resource={freeTickets}
        title="免票政策"
        columns={columns}
        dialogWidth={720}
        perms={{ add: P.add, edit: P.edit, remove: P.remove, view: P.view, export: false }}
        defaults={{ policyStatus: 1, dailyQuota: 0 }}
        validate={(r) => {
          if (r.ageMin == null && r.ageMax == null) return M.ageRequired;
          if (r.ageMin != null && r.ageMax != null && Number(r.ageMin) > Number(r.ageMax)) return M.ageOrder;
          return r.startDate && r.endDate && r.endDate < r.startDate ? M.dateOrder : null;
        }}
        beforeSubmit={(r) => ({
          id: r.id,
          name: r.name?.trim(),
          productIds: r.productIds,
          ageMin: r.ageMin ?? null,
          ageMax: r.ageMax ?? null,
          dailyQuota: Number(r.dailyQuota ?? 0),
          startDate: r.startDate,
          endDate: r.endDate,
          policyStatus: Number(r.policyStatus ?? 1),
          remark: r.remark || null,
        })}
        actionWidth={240}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setChecking(r)}>
            资格校验
          </Button>
        )}
      />
      {checking && <CheckDialog row={checking} onClose={() => setChecking(null)} />}
    </>
  );
}
