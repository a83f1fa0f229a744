/** A phone number as a `tel:` link: digits and the leading + only (`+374 10 500010` → `tel:+37410500010`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
