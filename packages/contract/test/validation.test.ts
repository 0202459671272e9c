import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MSG,
  checkAccountName,
  checkAmount,
  checkConfirmPassword,
  checkDays,
  checkDict,
  checkEmail,
  checkIdCard,
  checkInteger1to100,
  checkMobile,
  checkNewPassword,
  checkParam,
  checkPoints,
  checkPositiveInteger,
  checkQQ,
  checkRefundText,
  checkRegistration,
  checkUpload,
  checkUrl,
  centsToYuan,
  idCardCheckDigit,
  yuanToCents,
  zRefundApply,
  zDictForm,
} from '../src/index.ts';

describe('mobile phone', () => {
  it.each([
    ['', MSG.mobileEmpty],
    ['1380013800', MSG.mobileLength],
    ['138001380000', MSG.mobileLength],
    ['23800138000', MSG.mobileFormat],
    ['1380013800a', MSG.mobileFormat],
    ['13800138000', null],
  ])('%s → %s', (v, m) => expect(checkMobile(v)).toBe(m));
});

describe('ID card', () => {
  const valid = '11010519491231002X';
  it('accepts a real number, with x or X', () => {
    expect(checkIdCard(valid)).toBeNull();
    expect(checkIdCard(valid.toLowerCase())).toBeNull();
  });
  it.each([
    ['', MSG.idEmpty],
    ['1101051949123100', MSG.idLength],
    ['11010519491231002Y', MSG.idFormat],
    ['00010519491231002X', MSG.idRegion],
    ['110105194902300021', MSG.idFormat], // 30 February
    ['110105194912310021', MSG.idCheckDigit],
  ])('%s → %s', (v, m) => expect(checkIdCard(v)).toBe(m));
  it('accepts overseas code 91 with the right check digit', () => {
    const first = '91000019900101123';
    expect(checkIdCard(first + idCardCheckDigit(first))).toBeNull();
  });
  it('refuses a birth date in the future', () => {
    const first = '11010520990101123';
    expect(checkIdCard(first + idCardCheckDigit(first), new Date('2026-01-01'))).toBe(MSG.idFormat);
  });
  it('any valid body with its computed check digit passes; any other digit fails (property)', () => {
    const provinces = ['11', '31', '44', '53', '65', '71', '81', '91'];
    fc.assert(
      fc.property(
        fc.constantFrom(...provinces),
        fc.integer({ min: 0, max: 9999 }),
        fc.date({ min: new Date('1920-01-01'), max: new Date('2020-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 10 }),
        (prov, area, birth, seq, wrong) => {
          const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '');
          const first = `${prov}${String(area).padStart(4, '0')}${ymd}${String(seq).padStart(3, '0')}`;
          const right = idCardCheckDigit(first);
          expect(checkIdCard(first + right)).toBeNull();
          const other = '0123456789X'[wrong]!;
          if (other !== right) expect(checkIdCard(first + other)).toBe(MSG.idCheckDigit);
        },
      ),
    );
  });
});

describe('passwords', () => {
  it.each([
    ['', MSG.newPasswordRequired],
    ['abc1234', MSG.passwordFormat],
    ['abcdefgh', MSG.passwordFormat],
    ['12345678', MSG.passwordFormat],
    ['abcd1234abcd12345', MSG.passwordFormat],
    ['abcd-1234', MSG.passwordFormat],
    ['Abcd1234', null],
    ['abcd1234abcd1234', null],
  ])('new password %s → %s', (v, m) => expect(checkNewPassword(v)).toBe(m));
  it('confirmation', () => {
    expect(checkConfirmPassword('', 'Abcd1234')).toBe(MSG.newPasswordRequired);
    expect(checkConfirmPassword('Abcd1235', 'Abcd1234')).toBe(MSG.passwordsDiffer);
    expect(checkConfirmPassword('Abcd1234', 'Abcd1234')).toBeNull();
  });
});

describe('amounts', () => {
  it.each([
    ['', undefined, MSG.amountRequired],
    ['abc', undefined, MSG.amountNumeric],
    ['1.234', undefined, MSG.amountDecimals],
    ['0', '0.01-999999', MSG.range001to999999],
    ['1000000', '0.01-999999', MSG.range001to999999],
    ['0', '0-999999', null],
    ['100000000', 'max99999999', MSG.max99999999],
    ['10000.01', '0.01-10000', MSG.range001to10000],
    ['10000.00', '0.01-10000', null],
    ['12.5', '0.01-999999', null],
  ] as const)('%s in %s → %s', (v, range, m) => expect(checkAmount(v, range as any)).toBe(m));

  it('yuan ↔ cents round-trips without floating point error (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999999999 }), (cents) => {
        expect(yuanToCents(centsToYuan(cents))).toBe(cents);
      }),
    );
    expect(yuanToCents('0.1')).toBe(10);
    expect(yuanToCents('19.99')).toBe(1999);
    expect(centsToYuan(1999)).toBe('19.99');
    expect(centsToYuan(5)).toBe('0.05');
  });
});

describe('numbers, points and days', () => {
  it('points', () => {
    expect(checkPoints('')).toBe(MSG.pointsRequired);
    expect(checkPoints('0')).toBe(MSG.points1to100000);
    expect(checkPoints('100001')).toBe(MSG.points1to100000);
    expect(checkPoints('1.5')).toBe(MSG.points1to100000);
    expect(checkPoints('100000')).toBeNull();
  });
  it('days, integers', () => {
    expect(checkDays('366')).toBe(MSG.days0to365);
    expect(checkDays('0')).toBeNull();
    expect(checkPositiveInteger('0')).toBe(MSG.positiveInteger);
    expect(checkPositiveInteger('7')).toBeNull();
    expect(checkInteger1to100('101')).toBe(MSG.integer1to100);
    expect(checkInteger1to100('100')).toBeNull();
  });
});

describe('formats', () => {
  it('url, e-mail, QQ, account name', () => {
    expect(checkUrl('ftp://x')).toBe(MSG.urlFormat);
    expect(checkUrl('https://example.com/a')).toBeNull();
    expect(checkEmail('a@b')).toBe(MSG.emailFormat);
    expect(checkEmail('a.b@c.cn')).toBeNull();
    expect(checkQQ('01234')).toBe(MSG.qqFormat);
    expect(checkQQ('1234')).toBe(MSG.qqFormat);
    expect(checkQQ('12345678901')).toBe(MSG.qqFormat);
    expect(checkQQ('12345')).toBeNull();
    expect(checkAccountName('1abcdef')).toBe(MSG.accountFormat);
    expect(checkAccountName('abc')).toBe(MSG.accountFormat);
    expect(checkAccountName('abc_de-1')).toBeNull();
  });
});

describe('forms', () => {
  it('registration checks tenant, account, password in that order, then the confirmation', () => {
    expect(checkRegistration({})).toBe(MSG.regTenantRequired);
    expect(checkRegistration({ tenantId: '100001' })).toBe(MSG.regAccountRequired);
    expect(checkRegistration({ tenantId: '100001', account: 'a' })).toBe(MSG.regPasswordRequired);
    expect(checkRegistration({ tenantId: '100001', account: 'a', password: 'x', password2: 'y' })).toBe(MSG.passwordsDiffer);
    expect(checkRegistration({ account: 'a', password: 'x', password2: 'x' }, false)).toBeNull();
  });
  it('dictionary and parameter', () => {
    expect(checkDict({})).toBe(MSG.dictCodeRequired);
    expect(checkDict({ code: 'c' })).toBe(MSG.dictNameRequired);
    expect(checkDict({ code: 'c', dictValue: 'v' })).toBe(MSG.dictSortRequired);
    expect(checkDict({ code: 'c', dictValue: 'v', sort: 1 })).toBe(MSG.dictSealedRequired);
    expect(checkDict({ code: 'c', dictValue: 'v', sort: 1, isSealed: 0, parentId: '5' })).toBe(MSG.dictKeyRequired);
    expect(checkDict({ code: 'c', dictValue: 'v', sort: 1, isSealed: 0 })).toBeNull();
    expect(zDictForm.safeParse({ code: 'c' }).error?.issues[0]?.message).toBe(MSG.dictNameRequired);
    expect(checkParam({ paramName: 'n', paramKey: 'k' })).toBe(MSG.paramValueRequired);
  });
  it('refund text is required and at most 100 characters', () => {
    expect(checkRefundText('')).toBe(MSG.refundTextRequired);
    expect(checkRefundText('x'.repeat(101))).toBe(MSG.refundTextRequired);
    expect(checkRefundText('x'.repeat(100))).toBeNull();
    expect(zRefundApply.safeParse({ code: 'a', refundTextNumber: 1, returnReason: 'r', refundText: '' }).error?.issues[0]?.message).toBe(
      MSG.refundTextRequired,
    );
  });
  it('uploads: count, type, size', () => {
    const f = (name: string, mb = 1) => ({ name, size: mb * 1024 * 1024 });
    expect(checkUpload([f('a.png')], 20)).toBe(MSG.uploadCount(20));
    expect(checkUpload([f('a.exe')], 0, { types: ['png', 'jpg'] })).toBe(MSG.uploadType);
    expect(checkUpload([f('a.png', 4)], 0, { types: ['png'], maxMb: 3 })).toBe('文件名不可大于3M');
    expect(checkUpload([f('a.PNG', 4)], 0, { types: ['png'], maxMb: 0 })).toBeNull();
    expect(
      checkUpload(
        Array.from({ length: 100 }, () => f('a.png')),
        0,
        { maxFiles: 100 },
      ),
    ).toBeNull();
  });
});
