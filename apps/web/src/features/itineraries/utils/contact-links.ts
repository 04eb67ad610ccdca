/** `tel:+919812345678` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp's click-to-chat link takes the E.164 number without its plus. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
