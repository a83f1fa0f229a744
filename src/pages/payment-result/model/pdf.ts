import { createContractPdfDownload } from '@/entities/contract';

/** The result pages' PDF button: the one contract PDF download (entities/contract), one instance for these pages. */
const pdf = createContractPdfDownload();

export const { clicked: pdfDownloadClicked, reset: pdfReset, $pending: $pdfPending, $failed: $pdfFailed, saveFileFx } = pdf;
