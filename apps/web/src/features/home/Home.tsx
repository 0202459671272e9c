import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryOf } from '../../app/data.ts';
import { Avatar, Button, Card, Col, Empty, List, Row, Typography } from 'antd';
import { AppstoreOutlined, UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { menuLeaves } from '../../app/menu.ts';
import { useSession } from '../../app/session.ts';
import { deskCalls } from './api.ts';
import { pressable } from '../../components/pressable.ts';

const greeting = () => {
  const h = dayjs().hour();
  return h < 6 ? '凌晨好' : h < 12 ? '上午好' : h < 14 ? '中午好' : h < 18 ? '下午好' : '晚上好';
};

/** /wel/index: the home tab (always first): greeting, quick entries from the user's menu, newest notices. */
export default function Home() {
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const menu = useSession((s) => s.menu);
  const token = useSession((s) => s.token);
  const quick = useMemo(() => menuLeaves(menu).slice(0, 12), [menu]);
  const notices = useQueryOf('notice-top', [token], deskCalls.noticeTop);
  return (
    <div>
      <Card variant="borderless" style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Avatar size={56} src={user?.avatar} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {greeting()}, {user?.realName || user?.account}
            </Typography.Title>
            <Typography.Text type="secondary">
              账号 {user?.account} · 租户 {user?.tenantId} · {dayjs().format('YYYY年MM月DD日 dddd')}
            </Typography.Text>
          </div>
        </div>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Card title="快捷入口" variant="borderless" style={{ marginBottom: 16 }}>
            {quick.length ? (
              <div className="yym-quick">
                {quick.map((q) => (
                  <div key={q.path} className="yym-quick-item" {...pressable(() => navigate(q.path))}>
                    <AppstoreOutlined style={{ fontSize: 22, color: 'var(--yym-primary)' }} />
                    <span>{q.node.name}</span>
                  </div>
                ))}
              </div>
            ) : (
              <Empty />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card
            title="通知公告"
            variant="borderless"
            extra={
              <Button type="link" size="small" onClick={() => navigate('/stationLetter/index')}>
                更多
              </Button>
            }
            style={{ marginBottom: 16 }}
          >
            <List
              size="small"
              loading={notices.isLoading}
              dataSource={notices.data?.records ?? []}
              locale={{ emptyText: '暂无通知' }}
              renderItem={(n) => (
                <List.Item extra={<span style={{ color: 'var(--yym-muted)' }}>{n.releaseTime?.slice(0, 10)}</span>}>{n.title}</List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <style>{`.yym-quick{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:12px}
.yym-quick-item{display:flex;flex-direction:column;align-items:center;gap:8px;padding:18px 8px;border-radius:8px;background:#f7f9fa;cursor:pointer;transition:all .2s}
.yym-quick-item:hover{background:#eef8f4;transform:translateY(-2px)}`}</style>
    </div>
  );
}
