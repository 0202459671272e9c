/** A field the contract refused, by its path in the body: a form shows the message under that field. */
export interface FieldRefusal {
  name: (string | number)[];
  message: string;
}

/** The fields a refusal names, if it came from the contract's check of a body in the browser (`call`). */
export function refusedFields(e: unknown): FieldRefusal[] {
  const data = e && typeof e === 'object' && 'data' in e ? e.data : null;
  return data && typeof data === 'object' && 'fields' in data && Array.isArray(data.fields) ? (data.fields as FieldRefusal[]) : [];
}
