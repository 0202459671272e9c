import { Tag } from 'antd';
import { ORDER_STATUS, certificateTypeText, orderStatusText, verifyMethodText } from '@yym/contract';

const ORDER_COLORS: Record<number, string> = {
  [ORDER_STATUS.PENDING_PAYMENT]: 'gold',
  [ORDER_STATUS.CONFIRMING]: 'processing',
  [ORDER_STATUS.TO_BE_USED]: 'blue',
  [ORDER_STATUS.IN_USE]: 'cyan',
  [ORDER_STATUS.REFUNDING]: 'orange',
  [ORDER_STATUS.CANCELLED]: 'default',
  [ORDER_STATUS.COMPLETED]: 'green',
  [ORDER_STATUS.EXPIRED]: 'default',
  [ORDER_STATUS.CLOSED]: 'default',
};

/** Status tags from the code tables (an unknown code shows the table's error text). */
export function OrderStatusTag({ code, lang = 'zh' }: { code: number | string; lang?: 'zh' | 'en' }) {
  return <Tag color={ORDER_COLORS[Number(code)] ?? 'red'}>{orderStatusText(code, lang)}</Tag>;
}
export const VerifyMethodTag = ({ code, lang = 'zh' }: { code: number | string; lang?: 'zh' | 'en' }) => (
  <Tag>{verifyMethodText(code, lang)}</Tag>
);
export const CertificateTypeTag = ({ code, lang = 'zh' }: { code: number | string; lang?: 'zh' | 'en' }) => (
  <Tag>{certificateTypeText(code, lang)}</Tag>
);

/** Enabled/disabled (status 1/0) and yes/no flags. */
export const EnabledTag = ({ value }: { value: number | string | boolean }) =>
  Number(value) === 1 || value === true ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>;
