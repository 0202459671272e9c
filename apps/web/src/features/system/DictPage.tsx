import { useState } from 'react';
import { App, Button, Col, Input, Row, Tag } from 'antd';
import { MSG, checkDict, type DictRow as Dict } from '@yym/contract';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { useCan } from '../../app/session.ts';
import { useRefresh } from '../../app/data.ts';
import { dictChildren, dictParents, sealDicts } from './api.ts';

const SEALED = [
  { label: '否', value: 0 },
  { label: '是', value: 1 },
];
const sealedTag = (v: number) => (Number(v) === 1 ? <Tag color="orange">已封存</Tag> : <Tag color="green">正常</Tag>);

/** Dictionary management: parent dictionaries on the left, the entries of the chosen one on the right. */
export default function DictPage() {
  const [parent, setParent] = useState<Dict | null>(null);
  const refreshParents = useRefresh(dictParents);
  const refreshChildren = useRefresh(dictChildren);
  const { message } = App.useApp();
  const canEdit = useCan('dict_edit');

  const seal = async (row: Dict) => {
    const next = Number(row.isSealed) === 1 ? 0 : 1;
    await sealDicts([row.id], next);
    void message.success(MSG.updateSuccess);
    void refreshParents();
    void refreshChildren();
  };
  const sealAction = (row: Dict) =>
    canEdit && (
      <Button type="link" size="small" onClick={() => seal(row)}>
        {Number(row.isSealed) === 1 ? '解封' : '封存'}
      </Button>
    );

  const common: CrudColumn<Dict>[] = [
    { title: '字典名称', dataIndex: 'dictValue', search: true, form: { required: MSG.dictNameRequired } },
    { title: '排序', dataIndex: 'sort', width: 70, form: { type: 'number', required: MSG.dictSortRequired, min: 0, max: 99999 } },
    {
      title: '封存',
      dataIndex: 'isSealed',
      width: 90,
      render: sealedTag,
      options: SEALED,
      form: { type: 'radio', required: MSG.dictSealedRequired },
    },
    { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
  ];
  const parentCols: CrudColumn<Dict>[] = [
    { title: '字典编号', dataIndex: 'code', search: true, form: { required: MSG.dictCodeRequired } },
    ...common,
  ];
  const childCols: CrudColumn<Dict>[] = [
    { title: '字典编号', dataIndex: 'code', form: { control: <Input disabled /> } },
    { title: '字典键值', dataIndex: 'dictKey', form: { required: MSG.dictKeyRequired } },
    ...common,
  ];
  const perms = { add: 'dict_add', edit: 'dict_edit', remove: 'dict_delete', view: 'dict_view' };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={12}>
        <CrudPage<Dict>
          resource={dictParents}
          title="字典列表"
          columns={parentCols}
          perms={perms}
          size="small"
          defaults={{ isSealed: 0, sort: 1, parentId: '0' }}
          validate={(r) => checkDict({ ...r, parentId: '0' })}
          beforeSubmit={(r) => ({ ...r, parentId: '0' })}
          onRowClick={setParent}
          selectedRowKey={parent?.id}
          rowActions={sealAction}
        />
      </Col>
      <Col xs={24} xl={12}>
        {parent ? (
          <CrudPage<Dict>
            key={parent.id}
            resource={dictChildren}
            title={`字典配置 · ${parent.dictValue}`}
            columns={childCols}
            perms={perms}
            size="small"
            params={{ parentId: parent.id }}
            defaults={{ isSealed: 0, sort: 1, parentId: parent.id, code: parent.code }}
            validate={(r) => checkDict({ ...r, code: parent.code, parentId: parent.id })}
            beforeSubmit={(r) => ({ ...r, parentId: parent.id, code: parent.code })}
            rowActions={sealAction}
          />
        ) : (
          <div className="yym-card" style={{ color: 'var(--yym-muted)', textAlign: 'center', padding: 48 }}>
            请在左侧选择一个字典, 查看并维护它的字典项
          </div>
        )}
      </Col>
    </Row>
  );
}
