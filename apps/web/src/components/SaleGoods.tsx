import { useState } from 'react';
import { App, Button, InputNumber, Table } from 'antd';
import { centsToYuan } from '@yym/contract';
import type { Resource } from '../app/data.ts';
import { Money } from './Money.tsx';
import { PickerDialog } from './PickerDialog.tsx';

/** One chosen sku of a sale activity: its sale price in yuan as typed, and (seckill) its allotment. */
export interface SaleGoodsLine {
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  /** 原价 in cents (the higher of the sku's list price and its price): the sale price may not exceed it. */
  price: number;
  salePrice?: number;
  stock?: number;
}

/** An on-shelf sku the picker lists. */
export interface SaleSkuOption {
  id: string;
  productId: string;
  skuId: string;
  productName: string;
  skuName: string;
  /** What it sells for now (cents). */
  price: number;
  /** 原价 (cents): what the chosen line caps its sale price at and the storefront strikes through. */
  originalPrice: number;
}

export interface SaleGoodsProps {
  /** 秒杀 / 拼团: the price column reads {noun}价(元). */
  noun: string;
  testId: string;
  lines: SaleGoodsLine[];
  onChange: (lines: SaleGoodsLine[]) => void;
  skus: Resource<SaleSkuOption>;
  max: number;
  maxMessage: string;
  /** Each line also takes its own allotment (seckill stock), 1 to 1,000,000. */
  withStock?: boolean;
}

/** Yuan as typed in the goods table → cents. */
export const yuanToCents = (y?: number | null) => Math.round(Number(y ?? 0) * 100);

/**
 * The goods of a sale activity: 选择商品 opens the on-shelf skus (at most `max` in all), each chosen sku
 * gets its sale price in yuan (never above its own price) and, where asked, its stock; 移除 drops it.
 */
export function SaleGoods({ noun, testId, lines, onChange, skus, max, maxMessage, withStock }: SaleGoodsProps) {
  const { message } = App.useApp();
  const [picking, setPicking] = useState(false);
  const patch = (skuId: string, p: Partial<SaleGoodsLine>) => onChange(lines.map((l) => (l.skuId === skuId ? { ...l, ...p } : l)));
  const addPicked = (rows: SaleSkuOption[]) => {
    const fresh = rows.filter((r) => !lines.some((l) => l.skuId === r.skuId));
    if (lines.length + fresh.length > max) return void message.warning(maxMessage);
    onChange([
      ...lines,
      ...fresh.map((r) => ({ ...r, price: r.originalPrice, salePrice: undefined, ...(withStock ? { stock: 100 } : {}) })),
    ]);
    setPicking(false);
  };
  return (
    <>
      <Button onClick={() => setPicking(true)} style={{ marginBottom: 12 }} data-testid={`${testId}-pick`}>
        选择商品 ({lines.length}/{max})
      </Button>
      <Table<SaleGoodsLine>
        rowKey="skuId"
        size="small"
        pagination={false}
        dataSource={lines}
        locale={{ emptyText: `请选择${noun}商品(最多五条)` }}
        columns={[
          { title: '商品', dataIndex: 'productName', render: (v, r) => `${v} · ${r.skuName}` },
          { title: '原价', dataIndex: 'price', width: 100, render: (v) => <Money cents={v} /> },
          {
            title: `${noun}价(元)`,
            dataIndex: 'salePrice',
            width: 150,
            render: (v, r) => (
              <InputNumber
                min={0}
                max={r.price / 100}
                precision={2}
                value={v}
                data-testid={`${testId}-price`}
                onChange={(x) => patch(r.skuId, { salePrice: x ?? undefined })}
              />
            ),
          },
          ...(withStock
            ? [
                {
                  title: `${noun}库存`,
                  dataIndex: 'stock',
                  width: 130,
                  render: (v: number | undefined, r: SaleGoodsLine) => (
                    <InputNumber
                      min={1}
                      max={1_000_000}
                      precision={0}
                      value={v}
                      data-testid={`${testId}-stock`}
                      onChange={(x) => patch(r.skuId, { stock: x ?? undefined })}
                    />
                  ),
                },
              ]
            : []),
          {
            title: '操作',
            width: 70,
            render: (_, r) => (
              <Button type="link" danger size="small" onClick={() => onChange(lines.filter((l) => l.skuId !== r.skuId))}>
                移除
              </Button>
            ),
          },
        ]}
      />
      <PickerDialog<SaleSkuOption>
        open={picking}
        title="已上架商品"
        resource={skus}
        multiple
        max={{ count: max, message: maxMessage }}
        columns={[
          { title: '商品名称', dataIndex: 'productName' },
          { title: '规格', dataIndex: 'skuName' },
          { title: '原价', dataIndex: 'originalPrice', render: (v) => `¥${centsToYuan(v)}` },
          { title: '售价', dataIndex: 'price', render: (v) => `¥${centsToYuan(v)}` },
        ]}
        onOk={addPicked}
        onCancel={() => setPicking(false)}
      />
    </>
  );
}
