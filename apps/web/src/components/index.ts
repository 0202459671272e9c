/** Reusable parts every page uses. */
export { CrudPage, saveBlob, type CrudColumn, type CrudApi, type CrudPageProps } from './CrudPage.tsx';
export { NumberInput, sanitizeNumber, clampNumber, type NumberInputProps } from './NumberInput.tsx';
export { Money } from './Money.tsx';
export { OrderStatusTag, VerifyMethodTag, CertificateTypeTag, EnabledTag } from './StatusTag.tsx';
export { UploadField, uploadFile, type UploadFieldProps } from './Upload.tsx';
export { PickerDialog, type PickerDialogProps } from './PickerDialog.tsx';
export { useCan } from '../app/session.ts';
