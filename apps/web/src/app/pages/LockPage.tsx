import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/index.ts';
import { App, Avatar, Button, Input, Space } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { HOME_PATH, session, useSession } from '../session.ts';
import { logout } from '../auth.ts';

/** /lock: the screen stays here until the lock password is typed. */
export default function LockPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const [pw, setPw] = useState('');
  const [now, setNow] = useState(dayjs());
  useEffect(() => {
    const id = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(id);
  }, []);
  const unlock = () => {
    if (!pw) return void message.error(t('lock.placeholder'));
    if (pw !== session.get().lockPasswd) return void message.error(t('lock.wrong'));
    session.unlock();
    navigate(HOME_PATH, { replace: true });
  };
  const exit = async () => {
    await logout();
    session.unlock();
    navigate('/login', { replace: true });
  };
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(160deg, #1f2d3d 0%, #0b6e55 100%)',
        color: '#fff',
      }}
    >
      <div style={{ fontSize: 64, fontWeight: 200 }}>{now.format('HH:mm:ss')}</div>
      <div style={{ opacity: 0.8, marginBottom: 32 }}>{now.format('YYYY-MM-DD dddd')}</div>
      <Avatar size={72} src={user?.avatar} icon={<LockOutlined />} />
      <div style={{ margin: '12px 0 20px', fontSize: 16 }}>
        {user?.realName ?? ''} · {t('lock.locked')}
      </div>
      <Space.Compact style={{ width: 320 }}>
        <Input.Password
          aria-label="lock-password"
          placeholder={t('lock.placeholder')}
          value={pw}
          onChange={(e) => setPw(e.target.value)}
          onPressEnter={unlock}
        />
        <Button type="primary" icon={<UnlockOutlined />} onClick={unlock}>
          {t('lock.unlock')}
        </Button>
      </Space.Compact>
      <Button type="link" style={{ color: '#fff', marginTop: 16 }} onClick={exit}>
        {t('lock.exit')}
      </Button>
    </div>
  );
}
