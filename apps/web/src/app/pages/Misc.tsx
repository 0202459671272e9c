import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/index.ts';
import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { HOME_PATH, useSession } from '../session.ts';
import { menuRoutes } from '../labels.ts';

/** /404, /403, /500. */
export function ErrorResult({ status }: { status: 404 | 403 | 500 }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sub = status === 404 ? t('page.notFound') : status === 403 ? t('page.forbidden') : t('page.serverError');
  return (
    <Result
      status={String(status) as '404'}
      title={status}
      subTitle={sub}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('page.backHome')}
        </Button>
      }
    />
  );
}

/** A menu route whose page is not built yet: a clear notice, never a blank screen. */
export function ComingSoon({ name }: { name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="yym-card">
      <Result
        icon={<ToolOutlined style={{ color: 'var(--yym-primary)' }} />}
        title={`${name} · ${t('page.comingSoon')}`}
        subTitle={t('page.comingSoonDesc')}
        extra={<Button onClick={() => navigate(HOME_PATH)}>{t('page.backHome')}</Button>}
      />
    </div>
  );
}

/** /myiframe/{code}: a menu item whose path is an html page or an http address. */
export function IframePage({ code }: { code: string }) {
  const menu = useSession((s) => s.menu);
  const route = [...menuRoutes(menu).values()].find((r) => r.path === `/myiframe/${code}`);
  if (!route?.iframe) return <ErrorResult status={404} />;
  return (
    <iframe
      title={route.node.name}
      src={route.iframe}
      style={{ width: '100%', height: 'calc(100vh - 150px)', border: 0, background: '#fff' }}
    />
  );
}
