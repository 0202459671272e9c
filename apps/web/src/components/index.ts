/** Reusable parts every page uses. */
export { CrudPage, ListPage, saveBlob, type CrudColumn, type CrudPageProps } from './CrudPage.tsx';
export { SearchButtons } from './SearchButtons.tsx';
export { OrderList, type OrderColumn, type OrderListProps, type OrderSearch } from './OrderList.tsx';
export { saveExport } from './crudExport.ts';
export { NumberInput, sanitizeNumber, clampNumber, type NumberInputProps } from './NumberInput.tsx';
export { Money } from './Money.tsx';
export { Facts, SmallTable, logColumns } from './Facts.tsx';
export { EChart, type EChartProps } from './EChart.tsx';
export { OrderStatusTag, VerifyMethodTag, CertificateTypeTag, EnabledTag } from './StatusTag.tsx';
export { UploadField, uploadFile, type UploadFieldProps } from './Upload.tsx';
export { PickerDialog, type PickerDialogProps } from './PickerDialog.tsx';
export { escGuard } from './EscGuard.tsx';
export { AuditLinks, RejectDialog } from './RejectDialog.tsx';
export { useCan } from '../app/session.ts';
export { SaleActivityPage, type SaleActivityRow } from './SaleActivityPage.tsx';
export { SaleGoods, yuanToCents, type SaleGoodsLine, type SaleSkuOption } from './SaleGoods.tsx';
export { DateTimeField, RichTextField, RichTextView } from './FormFields.tsx';
export { RowSwitch, SearchMultiSelect } from './RowControls.tsx';
