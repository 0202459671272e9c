import { useEffect } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { App, Button, Card, Form, Input, Tabs } from 'antd';
import { AVATAR_MAX_KB, AVATAR_TYPES, MSG, checkConfirmPassword, checkEmail, checkMobile, checkNewPassword } from '@yym/contract';
import { changeMyPassword, myInfo, updateMyInfo } from './api.ts';
import { session } from '../../app/session.ts';
import { UploadField } from '../../components/Upload.tsx';

const rule = (check: (v: unknown) => string | null, optional = false) => ({
  validator: (_: unknown, v: unknown) => {
    if (optional && (v === undefined || v === null || v === '')) return Promise.resolve();
    const wrong = check(v);
    return wrong ? Promise.reject(new Error(wrong)) : Promise.resolve();
  },
});

/** /info/index: personal info (avatar jpg/png up to 500kb) and the password tab. */
export default function InfoPage() {
  const { message } = App.useApp();
  const [info] = Form.useForm();
  const [pwd] = Form.useForm();
  const me = useQueryOf('me', [], myInfo);
  useEffect(() => {
    if (me.data) info.setFieldsValue(me.data);
  }, [me.data, info]);

  const saveInfo = async () => {
    const form = await info.validateFields().catch(() => null);
    if (!form) return; // the form shows each field's message
    await updateMyInfo({
      avatar: form.avatar || null,
      name: form.name,
      realName: form.realName,
      phone: form.phone || null,
      email: form.email || null,
    });
    session.setUserInfo({ avatar: form.avatar || undefined, realName: form.realName || form.name });
    void message.success(MSG.updateSuccess);
  };
  const savePassword = async () => {
    const form = await pwd.validateFields().catch(() => null);
    if (!form) return; // the form shows each field's message
    await changeMyPassword({ oldPassword: form.oldPassword, newPassword: form.newPassword, newPassword1: form.newPassword1 });
    pwd.resetFields();
    void message.success(MSG.updateSuccess);
  };

  return (
    <Card variant="borderless">
      <Tabs
        items={[
          {
            key: 'info',
            label: '个人信息',
            children: (
              <Form form={info} layout="vertical" style={{ maxWidth: 560 }}>
                <Form.Item name="avatar" label="头像" extra={`只能上传${AVATAR_TYPES.join('/')}文件, 且不超过${AVATAR_MAX_KB}kb`}>
                  {/* 500kb ≈ 0.5M: the size message is worded in M */}
                  <UploadField maxFiles={1} types={AVATAR_TYPES} maxMb={Math.round(AVATAR_MAX_KB / 100) / 10} dir="avatar" />
                </Form.Item>
                <Form.Item name="account" label="账号">
                  <Input disabled />
                </Form.Item>
                <Form.Item name="name" label="昵称" rules={[{ required: true, message: '请输入昵称' }]}>
                  <Input maxLength={50} />
                </Form.Item>
                <Form.Item name="realName" label="姓名" rules={[{ required: true, message: '请输入姓名' }]}>
                  <Input maxLength={50} />
                </Form.Item>
                <Form.Item name="phone" label="手机号" rules={[rule(checkMobile, true)]}>
                  <Input maxLength={11} />
                </Form.Item>
                <Form.Item name="email" label="邮箱" rules={[rule(checkEmail, true)]}>
                  <Input maxLength={100} />
                </Form.Item>
                <Button type="primary" onClick={saveInfo}>
                  提交
                </Button>
              </Form>
            ),
          },
          {
            key: 'password',
            label: '修改密码',
            children: (
              <Form form={pwd} layout="vertical" style={{ maxWidth: 560 }}>
                <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
                  <Input.Password aria-label="oldPassword" />
                </Form.Item>
                <Form.Item name="newPassword" label="新密码" rules={[rule(checkNewPassword)]} extra="8-16位, 须同时包含字母和数字">
                  <Input.Password aria-label="newPassword" />
                </Form.Item>
                <Form.Item
                  name="newPassword1"
                  label="确认密码"
                  dependencies={['newPassword']}
                  rules={[({ getFieldValue }) => rule((v) => checkConfirmPassword(v, getFieldValue('newPassword')))]}
                >
                  <Input.Password aria-label="newPassword1" />
                </Form.Item>
                <Button type="primary" onClick={savePassword}>
                  提交
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </Card>
  );
}
