/** The saved name of a contract's PDF: `contract-<number>.pdf`, anything but letters, digits, `.`, `_`, `-` made a `-`. */
export const contractPdfFileName = (number: string) => `contract-${number.replace(/[^\w.-]+/g, '-')}.pdf`;
