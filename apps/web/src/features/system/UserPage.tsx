import { useState } from 'react';
import { App, Button, Card, Col, Modal, Row, Select, Tree, TreeSelect } from 'antd';
import { MSG, checkConfirmPassword, checkEmail, checkMobile, checkNewPassword } from '@yym/contract';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { EnabledTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../app/session.ts';
import { rowsOf, useList, useRefresh, type Row as ListRow } from '../../app/data.ts';
import { deptTree, grantUserRoles, postOptions, resetPasswords, roleTree, users } from './api.ts';
import { escGuard } from '../../components/EscGuard.tsx';

const check = (fn: (v: unknown) => string | null, optional = true) => ({
  validator: (_: unknown, v: unknown) => {
    if (optional && (v === undefined || v === null || v === '')) return Promise.resolve();
    const wrong = fn(v);
    return wrong ? Promise.reject(new Error(wrong)) : Promise.resolve();
  },
});
/** "1,2" → ['1', '2'] for the multi-selects (the form sends arrays back). */
const split = (v: unknown) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v) as string;
const SEX = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
  { label: '未知', value: -1 },
];

/** Users of the tenant: department tree on the left; reset password and grant roles. */
export default function UserPage() {
  const { message, modal } = App.useApp();
  const refresh = useRefresh(users);
  const canReset = useCan('user_reset');
  const canRole = useCan('user_role');
  const [deptId, setDeptId] = useState<string>('');
  const [roleFor, setRoleFor] = useState<string[] | null>(null);
  const [roles, setRoles] = useState<string[]>([]);
  const depts = useList(deptTree, {});
  const roleNodes = useList(roleTree, {});
  const posts = useList(postOptions, {});

  const columns: CrudColumn[] = [
    { title: '登录账号', dataIndex: 'account', search: true, form: { required: MSG.regAccountRequired } },
    { title: '用户昵称', dataIndex: 'name', form: { required: '请输入用户昵称' } },
    { title: '用户姓名', dataIndex: 'realName', search: true, form: { required: '请输入用户姓名' } },
    {
      title: '密码',
      dataIndex: 'password',
      hideInTable: true,
      form: { only: 'add', type: 'password', rules: [check(checkNewPassword, false)] },
    },
    {
      title: '确认密码',
      dataIndex: 'password2',
      hideInTable: true,
      form: {
        only: 'add',
        type: 'password',
        rules: [({ getFieldValue }) => check((v) => checkConfirmPassword(v, getFieldValue('password')), false)],
      },
    },
    { title: '手机号码', dataIndex: 'phone', search: true, form: { rules: [check(checkMobile)] } },
    { title: '电子邮箱', dataIndex: 'email', hideInTable: true, form: { rules: [check(checkEmail)] } },
    { title: '性别', dataIndex: 'sex', options: SEX, hideInTable: true, form: { type: 'radio' } },
    {
      title: '所属角色',
      dataIndex: 'roleId',
      hideInTable: true,
      form: { required: '请选择所属角色', control: <TreeSelect multiple treeData={rowsOf(roleNodes.data)} placeholder="请选择所属角色" /> },
    },
    {
      title: '所属机构',
      dataIndex: 'deptId',
      hideInTable: true,
      form: { control: <TreeSelect multiple treeData={rowsOf(depts.data)} placeholder="请选择所属机构" treeDefaultExpandAll /> },
    },
    {
      title: '所属岗位',
      dataIndex: 'postId',
      hideInTable: true,
      form: {
        control: (
          <Select
            mode="multiple"
            placeholder="请选择所属岗位"
            options={rowsOf(posts.data).map((p) => ({ label: p.postName, value: p.id }))}
          />
        ),
      },
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (v) => <EnabledTag value={v} />,
      options: [
        { label: '启用', value: 1 },
        { label: '停用', value: 0 },
      ],
      form: { type: 'radio' },
    },
    { title: '创建时间', dataIndex: 'createTime', width: 170 },
  ];
  const pick = (rows: { id: string }[], then: (ids: string[]) => void) => {
    if (!rows.length) return void message.warning(MSG.selectAtLeastOne);
    then(rows.map((r) => r.id));
  };
  const reset = (ids: string[]) =>
    modal.confirm({
      title: '提示',
      content: '确定将选择账号密码重置为初始密码?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await resetPasswords(ids);
        void message.success('密码重置成功');
      },
    });
  const saveRoles = async () => {
    if (!roles.length) return void message.warning('请选择角色');
    await grantUserRoles(roleFor!, roles);
    void message.success('操作成功');
    setRoleFor(null);
    void refresh();
  };
  const toolbar = (sel: ListRow[]) => (
    <>
      {canRole && (
        <Button
          onClick={() =>
            pick(sel as { id: string }[], (ids) => {
              setRoles([]);
              setRoleFor(ids);
            })
          }
        >
          角色配置
        </Button>
      )}
      {canReset && <Button onClick={() => pick(sel as { id: string }[], reset)}>密码重置</Button>}
    </>
  );
  return (
    <Row gutter={16}>
      <Col xs={24} lg={5}>
        <Card title="机构" variant="borderless" size="small" style={{ marginBottom: 16 }}>
          <Tree
            treeData={rowsOf(depts.data)}
            defaultExpandAll
            selectedKeys={deptId ? [deptId] : []}
            onSelect={(k) => setDeptId(k.length ? String(k[0]) : '')}
          />
        </Card>
      </Col>
      <Col xs={24} lg={19}>
        <CrudPage
          resource={users}
          title="用户管理"
          columns={columns}
          params={{ deptId: deptId || undefined }}
          defaults={{ status: 1, sex: -1 }}
          toForm={(r) => ({ ...r, roleId: split(r.roleId), deptId: split(r.deptId), postId: split(r.postId) })}
          perms={{ add: 'user_add', edit: 'user_edit', remove: 'user_delete', view: 'user_view' }}
          toolbar={toolbar}
        />
      </Col>
      <Modal
        modalRender={escGuard}
        title="角色配置"
        open={!!roleFor}
        onOk={saveRoles}
        onCancel={() => setRoleFor(null)}
        okText="保存"
        cancelText="取消"
        destroyOnHidden
      >
        <Tree
          checkable
          defaultExpandAll
          treeData={rowsOf(roleNodes.data)}
          checkedKeys={roles}
          onCheck={(k) => setRoles((Array.isArray(k) ? k : k.checked).map(String))}
        />
      </Modal>
    </Row>
  );
}
