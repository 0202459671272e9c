import { CHARGE_TYPE_TEXT, FREE_KIND_TEXT, GOODS_MSG, GOODS_PERMS, EXPRESS_COMPANIES, centsToYuan } from '@yym/contract';
import { CrudPage, type CrudColumn } from '../../components/index.ts';
import { freights, type FreightRow } from './api.ts';
import { RegionPicker, RowsEditor, toCents, toYuan } from './shared.tsx';

type Rate = { firstUnit?: number; firstFee?: number; addUnit?: number; addFee?: number };
type RegionRate = Rate & { regionCodes?: string[] };
type Free = { regionCodes?: string[]; kind?: number; threshold?: number };
type Form = Partial<FreightRow> & Rate & { regionRates?: RegionRate[]; frees?: Free[] };

const rateText = (r: FreightRow) => {
  const d = r.rules.default;
  const u = r.chargeType === 1 ? '件' : '克';
  return `首${d.firstUnit}${u} ¥${centsToYuan(d.firstFee)},续${d.addUnit}${u} ¥${centsToYuan(d.addFee)}`;
};
const cents = (r: Rate) => ({ firstUnit: r.firstUnit, firstFee: toCents(r.firstFee), addUnit: r.addUnit, addFee: toCents(r.addFee) });
const yuan = (r: { firstUnit: number; firstFee: number; addUnit: number; addFee: number }) => ({
  firstUnit: r.firstUnit,
  firstFee: toYuan(r.firstFee),
  addUnit: r.addUnit,
  addFee: toYuan(r.addFee),
});
const rateFields = [
  { key: 'firstUnit', title: '首件/首重', kind: 'number' as const, min: 1, width: 170 },
  { key: 'firstFee', title: '首费(元)', kind: 'money' as const, width: 160 },
  { key: 'addUnit', title: '续件/续重', kind: 'number' as const, min: 1, width: 170 },
  { key: 'addFee', title: '续费(元)', kind: 'money' as const, width: 160 },
];

const columns: CrudColumn<FreightRow>[] = [
  { title: '模板名称', dataIndex: 'name', search: true, form: { required: GOODS_MSG.nameRequired, span: 12 } },
  {
    title: '计费方式',
    dataIndex: 'chargeType',
    width: 100,
    options: Object.entries(CHARGE_TYPE_TEXT).map(([v, l]) => ({ label: l, value: Number(v) })),
    render: (v) => CHARGE_TYPE_TEXT[v],
    form: { type: 'radio', span: 12 },
  },
  {
    title: '快递公司',
    dataIndex: 'expressCode',
    width: 110,
    options: Object.entries(EXPRESS_COMPANIES).map(([v, l]) => ({ label: l, value: v })),
    render: (v) => (v ? EXPRESS_COMPANIES[v] : '—'),
    form: { type: 'select', span: 12 },
  },
  { title: '默认运费', dataIndex: 'rules', render: (_, r) => rateText(r), form: false },
  {
    title: '首件(件)/首重(克)',
    dataIndex: 'firstUnit',
    hideInTable: true,
    form: { type: 'number', span: 12, min: 1, required: GOODS_MSG.unitInvalid },
  },
  {
    title: '首费(元)',
    dataIndex: 'firstFee',
    hideInTable: true,
    form: { type: 'number', span: 12, min: 0, required: GOODS_MSG.feeInvalid },
  },
  {
    title: '续件(件)/续重(克)',
    dataIndex: 'addUnit',
    hideInTable: true,
    form: { type: 'number', span: 12, min: 1, required: GOODS_MSG.unitInvalid },
  },
  { title: '续费(元)', dataIndex: 'addFee', hideInTable: true, form: { type: 'number', span: 12, min: 0, required: GOODS_MSG.feeInvalid } },
  {
    title: '指定地区运费',
    dataIndex: 'regionRates',
    hideInTable: true,
    form: {
      span: 24,
      control: (
        <RowsEditor<RegionRate>
          testId="freight-regions"
          addText="添加指定地区"
          blank={{ regionCodes: [], firstUnit: 1, firstFee: 0, addUnit: 1, addFee: 0 }}
          fields={[{ key: 'regionCodes', title: '地区', kind: 'regions', width: 300 }, ...rateFields]}
        />
      ),
    },
  },
  {
    title: '包邮条件',
    dataIndex: 'frees',
    hideInTable: true,
    form: {
      span: 24,
      control: (
        <RowsEditor<Free>
          testId="freight-free"
          addText="添加包邮条件(件数或金额(分))"
          blank={{ regionCodes: [], kind: 1, threshold: 2 }}
          fields={[
            { key: 'regionCodes', title: '地区(空为全部)', kind: 'regions', width: 300 },
            { key: 'kind', title: '1满件 2满额', kind: 'number', min: 1, width: 170 },
            { key: 'threshold', title: '件数/分', kind: 'number', min: 1, width: 170 },
          ]}
        />
      ),
    },
  },
  {
    title: '不配送地区',
    dataIndex: 'noDelivery',
    render: (v: string[]) => (v.length ? `${v.length}个地区` : '—'),
    width: 110,
    form: { span: 24, control: <RegionPicker testId="freight-no-delivery" /> },
  },
  {
    title: '包邮',
    dataIndex: 'freeRules',
    width: 160,
    form: false,
    render: (v: FreightRow['freeRules']) =>
      v.map((f) => `${FREE_KIND_TEXT[f.kind]}${f.kind === 1 ? `${f.threshold}件` : `¥${centsToYuan(f.threshold)}`}`).join('、') || '—',
  },
  { title: '使用商品', dataIndex: 'goodsCount', width: 90, form: false },
];

/** 运费模板: by piece or weight, first and further units, regions with their own rates, free shipping, regions not delivered. */
export default function FreightPage() {
  return (
    <CrudPage<FreightRow>
      resource={freights}
      title="运费模板"
      columns={columns}
      perms={{ add: GOODS_PERMS.freight.add, edit: GOODS_PERMS.freight.edit, remove: GOODS_PERMS.freight.remove, export: false }}
      dialogWidth={980}
      defaults={
        {
          chargeType: 1,
          firstUnit: 1,
          firstFee: 10,
          addUnit: 1,
          addFee: 5,
          regionRates: [],
          frees: [],
          noDelivery: [],
        } as unknown as Partial<FreightRow>
      }
      toForm={(r) =>
        ({
          ...r,
          ...yuan(r.rules.default),
          regionRates: r.rules.regions.map((x) => ({ regionCodes: x.regionCodes, ...yuan(x) })),
          frees: r.freeRules,
        }) as unknown as Partial<FreightRow>
      }
      beforeSubmit={(row) => {
        const f = row as Form;
        return {
          id: f.id,
          name: f.name,
          chargeType: f.chargeType,
          expressCode: f.expressCode,
          rules: { default: cents(f), regions: (f.regionRates ?? []).map((x) => ({ regionCodes: x.regionCodes ?? [], ...cents(x) })) },
          freeRules: (f.frees ?? []).map((x) => ({ regionCodes: x.regionCodes ?? [], kind: x.kind, threshold: x.threshold })),
          noDelivery: f.noDelivery ?? [],
        } as unknown as Partial<FreightRow>;
      }}
    />
  );
}
