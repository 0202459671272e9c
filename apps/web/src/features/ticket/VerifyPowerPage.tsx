import { useMemo, useRef, useState } from 'react';
import { useQueryOf, type Row } from '../../app/data.ts';
import { Button, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CrudPage, PickerDialog, type CrudColumn } from '../../components/index.ts';
import { tickets } from '../product/api.ts';
import { checkActions, checkPowers, type CheckPower } from './api.ts';

type Named = { id: string; name: string };

/** The products chosen for a power: tags (removable) and a picker with search over the tenant's tickets. */
function ProductsField({ value, onChange, names }: { value?: string[]; onChange?: (v: string[]) => void; names: Map<string, string> }) {
  const [open, setOpen] = useState(false);
  const ids = value ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap size={[4, 4]}>
        {ids.length === 0 && <span style={{ color: 'var(--yym-muted)' }}>未选择商品</span>}
        {ids.map((id) => (
          <Tag
            key={id}
            closable
            onClose={(e) => {
              e.preventDefault();
              onChange?.(ids.filter((x) => x !== id));
            }}
          >
            {names.get(id) ?? id}
          </Tag>
        ))}
      </Space>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="power-pick-products">
        选择商品
      </Button>
      <PickerDialog<Row>
        open={open}
        title="选择可核销的商品"
        multiple
        resource={tickets}
        columns={[
          { title: '商品名称', dataIndex: 'name' },
          { title: '景区', dataIndex: 'poiName' },
          {
            title: '状态',
            dataIndex: 'shelfStatus',
            render: (v: number) => (v === 1 ? <Tag color="green">已上架</Tag> : <Tag>已下架</Tag>),
          },
        ]}
        onCancel={() => setOpen(false)}
        onOk={(rows) => {
          for (const r of rows) names.set(String(r.id), r.name);
          onChange?.([...new Set([...ids, ...rows.map((r) => String(r.id))])]);
          setOpen(false);
        }}
      />
    </Space>
  );
}

/** Check powers: which checker may check which products (a checker without a power may check every product). */
export default function VerifyPowerPage() {
  // Product names known to the page (from loaded rows and picks), for the chosen-product tags.
  const names = useRef(new Map<string, string>()).current;
  const users = useQueryOf('verify-power-users', [], checkActions.users);
  const powers = useMemo(
    () =>
      checkPowers((rows) => {
        for (const r of rows) for (const p of r.products ?? []) names.set(p.id, p.name);
      }),
    [names],
  );
  const columns: CrudColumn<CheckPower>[] = [
    {
      title: '核销员',
      dataIndex: 'userId',
      render: (_, r) => r.userName,
      search: true,
      options: (users.data ?? []).map((u) => ({ label: `${u.realName || u.name || u.account} (${u.account})`, value: String(u.id) })),
      form: { type: 'select', required: '请选择核销员', span: 24 },
    },
    {
      title: '可核销商品',
      dataIndex: 'productIds',
      render: (_, r) =>
        r.products?.length ? (
          <Space wrap size={[4, 4]}>
            {r.products.map((p: Named) => (
              <Tag key={p.id}>{p.name}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
      form: {
        span: 24,
        control: <ProductsField names={names} />,
        rules: [{ validator: (_r, v) => (v?.length ? Promise.resolve() : Promise.reject(new Error('请选择至少一个商品'))) }],
      },
    },
    { title: '商品数', dataIndex: 'count', render: (_, r) => r.productIds?.length ?? 0, form: false },
    { title: '创建时间', dataIndex: 'createTime', form: false },
  ];
  return (
    <CrudPage<CheckPower>
      resource={powers}
      title="核销权限"
      columns={columns}
      dialogWidth={640}
      toForm={(r) => ({ userId: String(r.userId), productIds: r.productIds })}
      perms={{
        add: 'ticket_verify_power_add',
        edit: 'ticket_verify_power_edit',
        remove: 'ticket_verify_power_delete',
        view: 'ticket_verify_power_view',
      }}
    />
  );
}
