import { useState } from 'react';
import { Alert, App, Checkbox, InputNumber, Modal, Radio } from 'antd';
import { MSG, centsToYuan, yuanToCents } from '@yym/contract';
import { useBusy } from '../../components/index.ts';
import { DIS_MODEL_OPTIONS, type DisRow } from './api.ts';

export function ModelDialog({ rows, onClose, onSave }: { rows: DisRow[]; onClose: () => void; onSave: (m: number) => Promise<void> }) {
  const [model, setModel] = useState(rows.length === 1 ? rows[0]!.disModel : 1);
  const { busy, attempt } = useBusy();
  return (
    <Modal
      open
      title={`分销模式(${rows.length} 个商品)`}
      onCancel={onClose}
      onOk={() => void attempt(() => onSave(model))}
      confirmLoading={busy}
      okText="确定"
      cancelText="取消"
    >
      <Radio.Group value={model} onChange={(e) => setModel(e.target.value)} options={DIS_MODEL_OPTIONS} />
      <div style={{ marginTop: 12, color: 'var(--yym-muted)' }}>
        统一价:每个票种一个分销价(票种默认价按调价规则计算);按日历价:每天的销售价按调价规则计算。
      </div>
      {model === 0 && <Alert style={{ marginTop: 12 }} type="warning" showIcon message="设为不分销将取消这些商品的全部分销授权" />}
    </Modal>
  );
}

export function PriceDialog({
  rows,
  onClose,
  onSave,
}: {
  rows: DisRow[];
  onClose: () => void;
  onSave: (type: number, value: number) => Promise<void>;
}) {
  const first = rows.length === 1 ? rows[0]! : null;
  const [type, setType] = useState(first?.disPriceType ?? 2);
  const [amount, setAmount] = useState<number | null>(first?.disPriceType === 1 ? Number(centsToYuan(first.disPriceValue)) : 0);
  const [rate, setRate] = useState<number | null>(first?.disPriceType === 2 ? Number(first.disPriceValue) : 95);
  const { busy, attempt } = useBusy();
  const { message } = App.useApp();
  const save = () => {
    if (type === 2 && (rate === null || rate < 1 || rate > 100)) return void message.warning(MSG.coDisRateInvalid);
    if (type === 1 && amount === null) return void message.warning('请输入金额');
    void attempt(() => onSave(type, type === 1 ? (amount! < 0 ? -yuanToCents(-amount!) : yuanToCents(amount!)) : type === 2 ? rate! : 0));
  };
  return (
    <Modal
      open
      title={`自动调价(${rows.length} 个商品)`}
      onCancel={onClose}
      onOk={save}
      confirmLoading={busy}
      okText="确定"
      cancelText="取消"
    >
      <Radio.Group value={type} onChange={(e) => setType(e.target.value)} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Radio value={0}>同销售价</Radio>
        <Radio value={1}>
          销售价加减{' '}
          <InputNumber
            value={amount}
            onChange={setAmount}
            min={-999999}
            max={999999}
            precision={2}
            addonAfter="元"
            disabled={type !== 1}
            style={{ width: 180 }}
          />
        </Radio>
        <Radio value={2}>
          销售价的{' '}
          <InputNumber
            value={rate}
            onChange={setRate}
            min={1}
            max={100}
            precision={0}
            addonAfter="%"
            disabled={type !== 2}
            style={{ width: 140 }}
          />
        </Radio>
      </Radio.Group>
      <div style={{ marginTop: 12, color: 'var(--yym-muted)' }}>分销价按分计算,四舍五入;加减后低于0按0计。</div>
    </Modal>
  );
}

export function AuthDialog({
  rows,
  options,
  onClose,
  onSave,
}: {
  rows: DisRow[];
  options: { id: string; name: string }[];
  onClose: () => void;
  onSave: (ids: string[]) => Promise<void>;
}) {
  const [ids, setIds] = useState<string[]>(rows.length === 1 ? rows[0]!.distributors.map((d) => d.id) : []);
  const { busy, attempt } = useBusy();
  const off = rows.filter((r) => r.disModel === 0);
  return (
    <Modal
      open
      title={`分销授权(${rows.length} 个商品)`}
      onCancel={onClose}
      onOk={() => void attempt(() => onSave(ids))}
      confirmLoading={busy}
      okText="确定"
      cancelText="取消"
    >
      {off.length > 0 && (
        <Alert
          style={{ marginBottom: 12 }}
          type="warning"
          showIcon
          message={`${off.map((r) => r.name).join('、')}: ${MSG.coDisModelOff}`}
        />
      )}
      <div style={{ marginBottom: 8 }}>可销售这些商品的分销商(保存后替换原有授权,不选则取消全部授权):</div>
      <Checkbox.Group value={ids} onChange={(v) => setIds(v as string[])} options={options.map((d) => ({ value: d.id, label: d.name }))} />
      {!options.length && <div style={{ color: 'var(--yym-muted)' }}>暂无分销商</div>}
    </Modal>
  );
}
