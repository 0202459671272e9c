import { App, Button, Modal } from 'antd';
import { HOTEL_MSG } from '@yym/contract';
import { CrudPage, useCan, type CrudColumn } from '../../components/index.ts';
import { escGuard } from '../../components/EscGuard.tsx';
import { useRefresh } from '../../app/data.ts';
import { hotelActions, suppliers, type SupplierRow } from './api.ts';

const columns: CrudColumn<SupplierRow>[] = [
  { title: '供应商名称', dataIndex: 'name', search: true, form: { required: HOTEL_MSG.supplierNameRequired } },
  { title: '编码', dataIndex: 'code', width: 120, form: { required: HOTEL_MSG.supplierCodeRequired, span: 12 } },
  { title: '联系人', dataIndex: 'contactName', width: 90, form: { span: 12 } },
  { title: '电话', dataIndex: 'phone', width: 130, form: { span: 12 } },
  { title: '接口', dataIndex: 'provider', width: 80, form: false, render: (v) => (v === 'sandbox' ? '沙箱' : v) },
  { title: '最近拉取', dataIndex: 'lastPullTime', width: 170, form: false, render: (v, r) => (v ? `${v}(${r.pulledHotels}家)` : '未拉取') },
  { title: '备注', dataIndex: 'remark', hideInTable: true, form: { type: 'textarea', span: 24 } },
];

/** 酒店供应商: the supplier accounts and the pull of their hotels, rooms, plans and nights (sandbox supplier by default). */
export function SupplierDialog({ onClose, onPulled }: { onClose: () => void; onPulled: () => void }) {
  const { message } = App.useApp();
  const refresh = useRefresh(suppliers);
  const canEdit = useCan('hotel_edit');
  const pull = async (r: SupplierRow) => {
    const n = await hotelActions.pull(r.id);
    void message.success(`已拉取 ${n.hotels} 家酒店、${n.rooms} 个房型、${n.plans} 个产品、${n.nights} 个房晚`);
    void refresh();
    onPulled();
  };
  return (
    <Modal modalRender={escGuard} open title="酒店供应商" footer={null} onCancel={onClose} width={980} destroyOnHidden>
      <CrudPage<SupplierRow>
        resource={suppliers}
        columns={columns}
        size="small"
        perms={{ add: 'hotel_add', edit: 'hotel_edit', remove: false, view: false, export: false }}
        rowActions={(r) =>
          canEdit && (
            <Button type="link" size="small" onClick={() => void pull(r)}>
              拉取
            </Button>
          )
        }
      />
    </Modal>
  );
}
