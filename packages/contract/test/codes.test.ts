import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CANCELLABLE,
  ORDER_STATUS,
  PROVINCES,
  STATUS_CODE_ERROR,
  certificateTypeText,
  customerOrderStatus,
  orderStatusText,
  verifyMethodText,
} from '../src/index.ts';

describe('code tables', () => {
  it('order status codes and the unknown code', () => {
    expect(orderStatusText(8100)).toBe('待支付');
    expect(orderStatusText('8826')).toBe('已完成');
    expect(orderStatusText(4040, 'en')).toBe('closed');
    expect(orderStatusText(1234)).toBe(STATUS_CODE_ERROR);
    expect(Object.values(ORDER_STATUS).sort()).toEqual([4040, 5050, 7600, 7700, 8003, 8100, 8821, 8824, 8826]);
  });
  it('verification methods', () => {
    expect([0, 1, 3, 7, 8, 9, 10, 11].map((c) => verifyMethodText(c, 'en'))).toEqual([
      'ID card',
      'QR scan',
      'face',
      'batch',
      'manual',
      'auto on expiry',
      'phone number',
      'auxiliary code',
    ]);
    expect(verifyMethodText(2)).toBe('status code error');
  });
  it('certificate types 1-10; unknown → 状态码错误', () => {
    expect(certificateTypeText(1)).toBe('身份证');
    expect(certificateTypeText(10)).toBe('学生证');
    expect(certificateTypeText(11)).toBe('状态码错误');
  });
  it('customer statuses; cancel shows only for 待使用/已使用/已过期', () => {
    expect(customerOrderStatus(8003)).toBe('确认中');
    expect(customerOrderStatus(9999)).toBe('确认中');
    expect(customerOrderStatus(8821)).toBe('待使用');
    expect(customerOrderStatus(7600)).toBe('退定中');
    expect(CUSTOMER_CANCELLABLE).toEqual(['待使用', '已使用', '已过期']);
  });
  it('province 91 is overseas', () => {
    expect(PROVINCES['91']).toBe('国外');
  });
});
