import { useState } from 'react';
import { App, Select, Switch } from 'antd';
import { MSG } from '@yym/contract';
import { useCan } from '../app/session.ts';
import { type Resource, useQueryOf, useRefresh, type Row } from '../app/data.ts';

/**
 * A row's on/off switch in a list: hidden behind its button code, the change saved at once, then the
 * list reloaded. `onText`/`offText` default to 启用/停用.
 */
export function RowSwitch<T extends Row>(p: {
  checked: boolean;
  label: string;
  perm?: string;
  resource: Resource<T>;
  onToggle: (on: boolean) => Promise<unknown>;
  onText?: string;
  offText?: string;
  success?: (on: boolean) => string;
}) {
  const { message } = App.useApp();
  const refresh = useRefresh(p.resource);
  const can = useCan(p.perm ?? '');
  return (
    <Switch
      checked={p.checked}
      disabled={!!p.perm && !can}
      checkedChildren={p.onText ?? '启用'}
      unCheckedChildren={p.offText ?? '停用'}
      aria-label={p.label}
      onChange={async (on) => {
        await p.onToggle(on);
        void message.success(p.success?.(on) ?? MSG.updateSuccess);
        void refresh();
      }}
    />
  );
}

/**
 * A multiple choice searched on the server as the person types; the chosen ids are asked for too,
 * so their names show whatever the search.
 */
export function SearchMultiSelect(p: {
  value?: string[];
  onChange?: (v: string[]) => void;
  /** The name its options are cached under (`useQueryOf`). */
  cacheKey: string;
  search: (name: string | undefined, ids: string[] | undefined) => Promise<{ id: string; name: string }[]>;
  label: string;
  placeholder: string;
}) {
  const [name, setName] = useState('');
  const q = useQueryOf(p.cacheKey, [name, p.value ?? []], () => p.search(name || undefined, p.value), { placeholderData: (prev) => prev });
  return (
    <Select
      mode="multiple"
      aria-label={p.label}
      placeholder={p.placeholder}
      value={p.value}
      onChange={p.onChange}
      showSearch
      filterOption={false}
      onSearch={setName}
      loading={q.isFetching}
      options={(q.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
    />
  );
}
