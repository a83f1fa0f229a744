export { Header } from './ui/header';
export { HeaderGate, $header, $headerFailed, loadHeaderFx } from './model/header';
