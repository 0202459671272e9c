import { useEffect, useState } from 'react';
import { MSG, checkIdCard, checkMobile } from '@yym/contract';
import type { PlaceGuest } from './api.ts';

export type Errors = Record<string, string>;

/** The form's checks, with the contract's rules and messages (the server checks the same). */
export function checkForm(f: { date: string; contactName: string; contactPhone: string; guests: PlaceGuest[] }, realName: boolean): Errors {
  const e: Errors = {};
  if (!f.date) e.date = '请选择游玩日期';
  if (!f.contactName.trim()) e.contactName = MSG.coContactRequired;
  const phone = checkMobile(f.contactPhone);
  if (phone) e.contactPhone = phone;
  if (realName) {
    f.guests.forEach((g, i) => {
      if (!g.guestName.trim()) e[`g${i}.name`] = MSG.coGuestCardRequired;
      const id = checkIdCard(g.cardNum);
      if (id) e[`g${i}.card`] = id;
    });
  }
  return e;
}

/** The booking form's fields: ticket count, contact, one guest per ticket, and each field's error. */
export function useBookingForm() {
  const [quantity, setQuantity] = useState(1);
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [guests, setGuests] = useState<PlaceGuest[]>([{ guestName: '', cardType: 1, cardNum: '' }]);
  const [errors, setErrors] = useState<Errors>({});
  // One guest row per ticket.
  useEffect(() => {
    setGuests((g) => Array.from({ length: quantity }, (_, i) => g[i] ?? { guestName: '', cardType: 1, cardNum: '' }));
  }, [quantity]);
  // Typing in a field takes its error away; the next submit checks again.
  const clear = (k: string) => setErrors((x) => (k in x ? Object.fromEntries(Object.entries(x).filter(([key]) => key !== k)) : x));
  const setGuest = (i: number, patch: Partial<PlaceGuest>) => setGuests((g) => g.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return { quantity, setQuantity, contactName, setContactName, contactPhone, setContactPhone, guests, setGuest, errors, setErrors, clear };
}

export type BookingForm = ReturnType<typeof useBookingForm>;
