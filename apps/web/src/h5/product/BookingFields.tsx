import { Button, Input } from '../kit/index.ts';
import { checkIdCard } from '@yym/contract';
import type { BookingForm } from './useBookingForm.ts';

/** Ticket count and the contact person. */
export function ContactCard({ booking, maxQty }: { booking: BookingForm; maxQty: number }) {
  const { quantity, setQuantity, contactName, setContactName, contactPhone, setContactPhone, errors, clear } = booking;
  return (
    <div className="h5o-card" data-testid="buy-form">
      <h3>预订信息</h3>
      <div className="h5o-row h5p-qty">
        <span>购买数量</span>
        <span>
          <Button size="small" disabled={quantity <= 1} onClick={() => setQuantity((n) => Math.max(1, n - 1))} aria-label="减少">
            -
          </Button>
          <b data-testid="qty">{quantity}</b>
          <Button
            size="small"
            disabled={quantity >= maxQty}
            onClick={() => setQuantity((n) => Math.min(maxQty, n + 1))}
            aria-label="增加"
            data-testid="qty-plus"
          >
            +
          </Button>
        </span>
      </div>
      <label className="h5p-field">
        <span>联系人</span>
        <Input
          value={contactName}
          maxLength={50}
          placeholder="请输入联系人姓名"
          status={errors.contactName ? 'error' : undefined}
          data-testid="contact-name"
          onChange={(e) => {
            setContactName(e.target.value);
            clear('contactName');
          }}
        />
      </label>
      {errors.contactName && <div className="h5p-err">{errors.contactName}</div>}
      <label className="h5p-field">
        <span>手机号</span>
        <Input
          value={contactPhone}
          maxLength={11}
          inputMode="numeric"
          placeholder="请输入手机号"
          status={errors.contactPhone ? 'error' : undefined}
          data-testid="contact-phone"
          onChange={(e) => {
            setContactPhone(e.target.value.replace(/\D/g, ''));
            clear('contactPhone');
          }}
        />
      </label>
      {errors.contactPhone && <div className="h5p-err">{errors.contactPhone}</div>}
    </div>
  );
}

/** Real-name tickets: one guest (name and id card) per ticket. */
export function GuestsCard({ booking }: { booking: BookingForm }) {
  const { guests, setGuest, errors, setErrors, clear } = booking;
  return (
    <div className="h5o-card">
      <h3>
        游客信息<span className="h5o-note"> 实名制,每张票填写一位游客</span>
      </h3>
      {guests.map((g, i) => (
        <div key={i} className="h5p-guest" data-testid={`guest-${i}`}>
          <div className="h5o-note">游客{i + 1}</div>
          <label className="h5p-field">
            <span>姓名</span>
            <Input
              value={g.guestName}
              maxLength={50}
              placeholder="与证件一致"
              status={errors[`g${i}.name`] ? 'error' : undefined}
              data-testid={`guest-${i}-name`}
              onChange={(e) => {
                setGuest(i, { guestName: e.target.value });
                clear(`g${i}.name`);
              }}
            />
          </label>
          {errors[`g${i}.name`] && <div className="h5p-err">{errors[`g${i}.name`]}</div>}
          <label className="h5p-field">
            <span>身份证</span>
            <Input
              value={g.cardNum}
              maxLength={18}
              placeholder="请输入18位身份证号"
              status={errors[`g${i}.card`] ? 'error' : undefined}
              data-testid={`guest-${i}-card`}
              onChange={(e) => {
                setGuest(i, { cardNum: e.target.value.trim() });
                clear(`g${i}.card`);
              }}
              onBlur={() =>
                setErrors((x) => {
                  const m = g.cardNum ? checkIdCard(g.cardNum) : null;
                  const n = { ...x };
                  if (m) n[`g${i}.card`] = m;
                  else delete n[`g${i}.card`];
                  return n;
                })
              }
            />
          </label>
          {errors[`g${i}.card`] && (
            <div className="h5p-err" data-testid={`guest-${i}-card-error`}>
              {errors[`g${i}.card`]}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
