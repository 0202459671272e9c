import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button, Result, Space } from 'antd';
import { HOME_PATH, session } from '../session.ts';

/** A page that crashed: the 500 screen instead of a blank one, and the error goes to the error log. */
export default function RouteError() {
  const error = useRouteError() as { message?: string; stack?: string } | undefined;
  useEffect(() => {
    session.addLog({
      type: 'render',
      url: window.location.href,
      message: error?.message ?? String(error),
      stack: error?.stack ?? '',
      time: new Date().toLocaleString('zh-CN', { hour12: false }),
    });
  }, [error]);
  return (
    <Result
      status="500"
      title="500"
      subTitle="抱歉, 页面出错了。错误已记录到错误日志。"
      extra={
        <Space>
          <Button type="primary" onClick={() => window.location.assign(HOME_PATH)}>
            返回首页
          </Button>
          <Button onClick={() => window.location.reload()}>刷新</Button>
        </Space>
      }
    />
  );
}
