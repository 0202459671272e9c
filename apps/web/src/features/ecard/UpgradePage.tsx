import { App, Button, Select, Switch } from 'antd';
import { ECARD_MSG, ECARD_PERMS } from '@yym/contract';
import { CrudPage, Money, useCan, type CrudColumn } from '../../components/index.ts';
import { useRefresh } from '../../app/data.ts';
import { useCardOptions, upgradeActions, upgrades, type UpgradeRow } from './api.ts';

const P = ECARD_PERMS;

/** 升级方案: a held card of one kind becomes another for a price; enable, copy. */
export default function UpgradePage() {
  const { message } = App.useApp();
  const refresh = useRefresh(upgrades);
  const cardOptions = useCardOptions();
  const canEdit = useCan(P.upgradeEdit);
  const canAdd = useCan(P.upgradeAdd);
  const cardSelect = <Select options={cardOptions} showSearch optionFilterProp="label" />;
  const columns: CrudColumn<UpgradeRow>[] = [
    { title: '方案名称', dataIndex: 'name', search: true, form: { required: ECARD_MSG.nameRequired, span: 24 } },
    {
      title: '原卡',
      dataIndex: 'fromCardId',
      render: (_, r) => r.fromCardName,
      form: { required: '请选择原卡', span: 12, control: cardSelect },
    },
    {
      title: '升级后',
      dataIndex: 'toCardId',
      render: (_, r) => r.toCardName,
      form: { required: '请选择升级后的卡', span: 12, control: cardSelect },
    },
    { title: '升级价格', dataIndex: 'price', width: 110, render: (v) => <Money cents={v} />, form: { type: 'number', span: 12, min: 0 } },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 80,
      form: false,
      render: (v, r) => (
        <Switch
          size="small"
          checked={v === 1}
          disabled={!canEdit}
          onChange={async (on) => {
            await upgradeActions.enable(r.id, on ? 1 : 0);
            void message.success(on ? '已启用' : '已停用');
            void refresh();
          }}
        />
      ),
    },
    { title: '备注', dataIndex: 'remark', form: { span: 24 } },
    { title: '创建时间', dataIndex: 'createTime', width: 170, form: false },
  ];
  return (
    <CrudPage<UpgradeRow>
      resource={upgrades}
      title="升级方案"
      columns={columns}
      perms={{ add: P.upgradeAdd, edit: P.upgradeEdit, remove: P.upgradeRemove, export: false }}
      defaults={{ price: 0 } as Partial<UpgradeRow>}
      toForm={(r) => ({ ...r, price: r.price / 100 })}
      beforeSubmit={(r) => ({ ...r, price: Math.round(Number(r.price ?? 0) * 100) })}
      validate={(r) => (r.fromCardId && r.fromCardId === r.toCardId ? ECARD_MSG.upgradeSame : null)}
      rowActions={(r) =>
        canAdd ? (
          <Button
            type="link"
            size="small"
            onClick={async () => {
              await upgradeActions.copy(r.id);
              void message.success('复制成功');
              void refresh();
            }}
          >
            复制
          </Button>
        ) : null
      }
    />
  );
}
