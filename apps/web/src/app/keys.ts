/**
 * An idempotency key for a money call (place an order, refund, audit): made once per intent (a form,
 * a dialog), so a double submit or a retry of the same intent is answered once by the server.
 */
export const newIdempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
