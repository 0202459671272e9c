import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCache, useQueryOf } from '../../../app/data.ts';
import { Button, Card, Empty, Result, Space, Spin, Tag } from 'antd';
import { USER_CARD_STATUS } from '@yym/contract';
import { Facts, Money, OrderStatusTag, SmallTable } from '../../../components/index.ts';
import { projectsText } from '../text.ts';
import { portalApi } from './api.ts';
import { PortalShell, VerifyBox } from './parts.tsx';

function Detail({ id, canCheck }: { id: string; canCheck: boolean }) {
  const navigate = useNavigate();
  const { invalidate } = useCache();
  const d = useQueryOf('ecard-portal-order', [id], () => portalApi.orderDetail(id), { retry: false });
  if (d.isError)
    return (
      <Result status="404" title="订单不存在" extra={<Button onClick={() => navigate('/distributorDataList')}>返回订单列表</Button>} />
    );
  if (!d.data) return <Spin />;
  const o = d.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Button onClick={() => navigate('/distributorDataList')}>返回订单列表</Button>
      <Card size="small" title={`订单 ${o.orderNo}`}>
        <Facts
          column={{ xs: 1, sm: 2, md: 3 }}
          items={{
            电子卡: o.productName,
            数量: o.quantity,
            状态: <OrderStatusTag code={o.orderStatus} />,
            订单金额: <Money cents={o.totalMoney} />,
            持卡人: o.contactName,
            电话: o.contactPhone,
            下单时间: o.createTime,
          }}
        />
      </Card>
      <Card size="small" title="电子卡">
        <SmallTable
          scroll={{ x: 700 }}
          dataSource={o.cards}
          locale={{ emptyText: <Empty description="订单未支付,暂无电子卡" /> }}
          columns={[
            { title: '卡号', dataIndex: 'cardNo', width: 150 },
            { title: '持卡人', dataIndex: 'holderName', width: 90 },
            {
              title: '状态',
              dataIndex: 'cardStatus',
              width: 90,
              render: (v: number) => <Tag color={v === 1 ? 'green' : v === 4 ? 'orange' : undefined}>{USER_CARD_STATUS[v] ?? v}</Tag>,
            },
            { title: '有效期', key: 'valid', render: (_v, c) => `${c.validStart ?? ''} 至 ${c.validEnd ?? ''}` },
            { title: '项目(已用/总次数)', key: 'projects', render: (_v, c) => projectsText(c.projects) },
          ]}
        />
      </Card>
      {canCheck && <VerifyBox onChecked={() => void invalidate('ecard-portal-order', [id])} />}
    </Space>
  );
}

/** /distributionDetail?id=: one of the distributor's orders with its cards and their uses. */
export default function DetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PortalShell kind="out" title="订单详情">
      {(s) => (id ? <Detail id={id} canCheck={!s.readOnly} /> : <Result status="404" title="订单不存在" />)}
    </PortalShell>
  );
}
