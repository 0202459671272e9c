import { MSG, checkParam } from '@yym/contract';
import { CrudPage, type CrudColumn } from '../../components/CrudPage.tsx';
import { params } from './api.ts';

const columns: CrudColumn[] = [
  { title: '参数名称', dataIndex: 'paramName', search: true, form: { required: MSG.paramNameRequired } },
  { title: '参数键名', dataIndex: 'paramKey', search: true, form: { required: MSG.paramKeyRequired } },
  { title: '参数键值', dataIndex: 'paramValue', form: { required: MSG.paramValueRequired, type: 'textarea', span: 24 } },
  { title: '备注', dataIndex: 'remark', form: { type: 'textarea', span: 24 } },
];

/** System parameters (platform). */
export default function ParamPage() {
  return (
    <CrudPage
      resource={params}
      title="参数管理"
      columns={columns}
      validate={checkParam}
      perms={{ add: 'param_add', edit: 'param_edit', remove: 'param_delete', view: 'param_view' }}
    />
  );
}
