import { Button, Result } from 'antd';
import { MP_PLATFORMS, type MpPlatform } from './api.ts';

/** authSuccess / authError: what the platform's authorisation ended with, and the way back. */
export default function AuthResultPage() {
  const q = new URLSearchParams(window.location.search);
  const ok = window.location.pathname.endsWith('/authSuccess');
  const name = MP_PLATFORMS[(q.get('platform') as MpPlatform) ?? 'wechat'] ?? '小程序';
  return (
    <Result
      status={ok ? 'success' : 'error'}
      title={ok ? `${name}授权成功` : `${name}授权失败`}
      subTitle={ok ? `已授权:${q.get('appName') ?? ''},可以上传代码并提交审核。` : (q.get('msg') ?? '授权失败')}
      extra={
        <Button type="primary" href="/merchantManage/mp">
          返回小程序发布
        </Button>
      }
    />
  );
}
