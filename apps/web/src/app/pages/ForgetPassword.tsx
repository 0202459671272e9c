import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';
import { KeyOutlined } from '@ant-design/icons';

/** /forgetpassword: passwords are reset by an administrator (用户管理 → 密码重置). */
export default function ForgetPassword() {
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f5' }}>
      <div className="yym-card" style={{ width: 480 }}>
        <Result
          icon={<KeyOutlined style={{ color: 'var(--yym-primary)' }} />}
          title="忘记密码"
          subTitle="请联系您所在商户的管理员, 在「系统管理 → 用户管理」中为您重置密码; 重置后请登录并在「个人信息」中修改密码。"
          extra={
            <Button type="primary" onClick={() => navigate('/login')}>
              返回登录
            </Button>
          }
        />
      </div>
    </div>
  );
}
