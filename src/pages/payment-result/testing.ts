// For stories and tests only (eslint refuses it in the app): what the slice's public index does not export.
export { ResultView } from './ui/result-view';
export { pdfDownloadClicked } from './model/pdf';
