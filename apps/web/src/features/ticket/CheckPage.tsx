import { useRef, useState } from 'react';
import { rowsOf, useList, useRefresh } from '../../app/data.ts';
import { Alert, Button, Card, Input, Segmented, Space, Table, Tag, type InputRef } from 'antd';
import { VERIFY_METHOD } from '@yym/contract';
import { VerifyMethodTag } from '../../components/index.ts';
import { checkActions, checkRecords, type CheckResult } from './api.ts';

const METHODS = [
  { value: VERIFY_METHOD.QR_SCAN, label: '扫码', placeholder: '扫描或输入二维码' },
  { value: VERIFY_METHOD.ASSIST_CODE, label: '辅助码', placeholder: '输入10位辅助码' },
  { value: VERIFY_METHOD.ID_CARD, label: '身份证', placeholder: '刷身份证或输入证件号码' },
  { value: VERIFY_METHOD.PHONE, label: '手机号', placeholder: '输入下单手机号' },
];
const DEVICE_KEY = 'yym-gate-device';

/** The gate clerk's page (tablet): pick a method, scan or type, check; the answer shows big. */
export default function CheckPage() {
  const [method, setMethod] = useState<number>(VERIFY_METHOD.QR_SCAN);
  const [code, setCode] = useState('');
  const [device, setDevice] = useState(() => localStorage.getItem(DEVICE_KEY) ?? '');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok?: CheckResult; error?: string } | null>(null);
  const input = useRef<InputRef>(null);
  const refresh = useRefresh(checkRecords);
  const recent = useList(checkRecords, { current: 1, size: 10 });

  const submit = async () => {
    if (!code.trim()) return;
    setBusy(true);
    try {
      setResult({ ok: await checkActions.check({ method, code: code.trim(), deviceNo: device || undefined }) });
    } catch (e) {
      setResult({ error: (e as Error).message });
    } finally {
      setBusy(false);
      setCode('');
      input.current?.focus();
      void refresh();
    }
  };
  const m = METHODS.find((x) => x.value === method)!;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%', maxWidth: 900 }}>
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Segmented
            size="large"
            block
            value={method}
            onChange={(v) => setMethod(Number(v))}
            options={METHODS.map((x) => ({ value: x.value, label: x.label }))}
          />
          <Input
            ref={input}
            size="large"
            autoFocus
            value={code}
            placeholder={m.placeholder}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={() => void submit()}
            data-testid="check-code"
            style={{ fontSize: 24, height: 64 }}
          />
          <Space>
            <Button
              type="primary"
              size="large"
              loading={busy}
              onClick={() => void submit()}
              style={{ minWidth: 160, height: 56, fontSize: 20 }}
              data-testid="check-submit"
            >
              核销
            </Button>
            <Input
              placeholder="设备编号(可选)"
              value={device}
              style={{ width: 200 }}
              onChange={(e) => {
                setDevice(e.target.value);
                localStorage.setItem(DEVICE_KEY, e.target.value);
              }}
            />
          </Space>
          {result?.ok && (
            <Alert
              type="success"
              showIcon
              data-testid="check-result"
              style={{ fontSize: 20 }}
              message={`核销成功 ${result.ok.checked} 张`}
              description={`${result.ok.productName} · 订单 ${result.ok.orderNo} · ${result.ok.guests.map((g) => g.guestName ?? '游客').join('、')}`}
            />
          )}
          {result?.error && <Alert type="error" showIcon data-testid="check-result" style={{ fontSize: 20 }} message={result.error} />}
        </Space>
      </Card>
      <Card title="最近核销">
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rowsOf(recent.data)}
          columns={[
            { title: '时间', dataIndex: 'createTime', width: 170 },
            { title: '方式', dataIndex: 'method', render: (v) => <VerifyMethodTag code={v} /> },
            { title: '商品', dataIndex: 'productName' },
            { title: '游客', dataIndex: 'guestName' },
            {
              title: '结果',
              dataIndex: 'result',
              render: (v, r) => (v === 1 ? <Tag color="green">成功</Tag> : <Tag color="red">{r.reason}</Tag>),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
