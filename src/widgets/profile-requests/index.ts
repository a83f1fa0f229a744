// The profile's requests (menu 3157): a callback, a written request, an order of insurance not sold online.
export { RequestsScreen } from './ui/requests-screen';
export { RequestsGate, callbackForm, contractOrderForm, writtenRequestForm } from './model/requests';
export { createRequestForm } from './model/request-form';
export type { RequestForm, RequestFieldError, RequestErrors } from './model/request-form';
export { checkCallback, checkContractOrder, checkWrittenRequest, checkAttachment, callbackWire, contractOrderWire, writtenRequestWire } from './lib/rules';
export type { CallbackValues, ContractOrderValues, WrittenRequestValues, RequestProblem } from './lib/rules';
