/** A tel: link for a US number as the content writes it: "(615) 555-0142" → "tel:+16155550142". */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}
