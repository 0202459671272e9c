import { Input } from 'antd';
import { FISSION_KICK_TYPE_TEXT, FISSION_MSG as M, FISSION_PERMS as P } from '@yym/contract';
import { CrudPage, RowSwitch, SearchMultiSelect, type CrudColumn } from '../../components/index.ts';
import { goodsOptions, planStatus, plans, type FissionPlanRow } from './api.ts';
import { kickText, options, yuan } from './shared.tsx';

// ---------------------------------------------------------------- 分销方案

const planColumns: CrudColumn<FissionPlanRow>[] = [
  { title: '方案名称', dataIndex: 'name', search: true, form: { span: 24, required: M.nameRequired, rules: [{ max: 50 }] } },
  {
    title: '参与商品',
    dataIndex: 'productIds',
    render: (_, r) => r.productNames.join('、') || '—',
    form: {
      span: 24,
      required: M.goodsRequired,
      control: <SearchMultiSelect cacheKey="fission-goods" search={goodsOptions} label="参与商品" placeholder="搜索并选择门票商品" />,
    },
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
    title: '佣金方式',
    dataIndex: 'kickType',
    hideInTable: true,
    options: options(FISSION_KICK_TYPE_TEXT),
    form: { type: 'radio', span: 12 },
  },
  {
    title: '佣金',
    dataIndex: 'kickInput',
    width: 150,
    render: (_, r) => kickText(r),
    form: { type: 'number', span: 12, required: '请输入佣金', min: 0.01, max: 10000, placeholder: '比例填百分数,固定填元/件' },
  },
  { title: '分销订单', dataIndex: 'orderCount', width: 90, form: false },
  { title: '佣金合计', dataIndex: 'kickbackTotal', width: 110, render: (v) => yuan(v), form: false },
  {
    title: '状态',
    dataIndex: 'planStatus',
    width: 90,
    search: true,
    options: [
      { value: 1, label: '启用' },
      { value: 0, label: '停用' },
    ],
    render: (_, r) => (
      <RowSwitch
        checked={r.planStatus === 1}
        label={`启用 ${r.name}`}
        perm={P.edit}
        resource={plans}
        onToggle={(on) => planStatus(r.id, on ? 1 : 0)}
      />
    ),
    form: { type: 'radio', span: 12 },
  },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24, rules: [{ max: 200 }] } },
];

export function PlansTab() {
  return (
    <CrudPage<FissionPlanRow>
      resource={plans}
      columns={planColumns}
      dialogWidth={720}
      exportName="分销方案"
      perms={{ add: P.add, edit: P.edit, remove: P.remove, view: P.view, export: P.export }}
      defaults={{ kickType: 1, planStatus: 1 } as Partial<FissionPlanRow>}
      toForm={(r) => ({ ...r, kickInput: r.kickType === 1 ? r.kickValue / 10 : r.kickValue / 100 })}
      validate={(r) => (r.startDate && r.endDate && r.endDate < r.startDate ? M.dateOrder : null)}
      beforeSubmit={(r) => {
        const v = Number(r.kickInput ?? 0);
        return {
          id: r.id,
          name: r.name?.trim(),
          productIds: r.productIds,
          startDate: r.startDate,
          endDate: r.endDate,
          kickType: Number(r.kickType ?? 1),
          kickValue: Number(r.kickType ?? 1) === 1 ? Math.round(v * 10) : Math.round(v * 100),
          planStatus: Number(r.planStatus ?? 1),
          remark: r.remark || null,
        };
      }}
    />
  );
}
