import { useNavigate } from 'react-router-dom';
import { useQueryOf } from '../data.ts';
import { Button, Card, Empty, Result } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { shellApi } from '../api.ts';
import { HOME_PATH, useSession } from '../session.ts';

/** /selectMerchant and /welcome: choose the shop to work in (a merchant user works in its own tenant's shop). */
export default function SelectShop() {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const info = useQueryOf('user-info', [token], shellApi.userInfo, { enabled: !!token });
  if (!token)
    return (
      <Result
        status="403"
        title="请先登录"
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            去登录
          </Button>
        }
      />
    );
  const shop = info.data;
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Card title="选择店铺" style={{ width: 420 }} loading={info.isLoading}>
        {shop ? (
          <Card.Grid style={{ width: '100%', cursor: 'pointer' }} onClick={() => navigate(HOME_PATH)}>
            <ShopOutlined style={{ fontSize: 24, color: 'var(--yym-primary)', marginRight: 12 }} />
            <b>{shop.tenantName ?? shop.tenantId}</b> <span style={{ color: 'var(--yym-muted)' }}>({shop.tenantId})</span>
          </Card.Grid>
        ) : (
          <Empty />
        )}
      </Card>
    </div>
  );
}
