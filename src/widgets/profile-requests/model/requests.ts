import { sample } from 'effector';
import { createGate } from 'effector-react';
import { $user } from '@/entities/session';
import { orderCallbackFx, orderContractFx, sendRequestFx } from '@/shared/api';
import { phoneFromWire } from '@/shared/form-engine';
import { createUploadList } from '@/shared/upload';
import {
  callbackWire,
  checkCallback,
  checkContractOrder,
  checkWrittenRequest,
  contractOrderWire,
  writtenRequestWire,
  type CallbackValues,
  type ContractOrderValues,
  type WrittenRequestValues,
} from '../lib/rules';
import { createRequestForm } from './request-form';

/**
 * The requests screen (menu 3157; docs/decisions/profile-requests.md): a callback, a written request to the
 * company and an order of insurance not sold online. The phone is the customer's until they change it.
 */
export const RequestsGate = createGate();

export const callbackForm = createRequestForm<CallbackValues, ReturnType<typeof callbackWire>>({
  initial: { PHONE: '', TOPIC: '', TIME: 'asap', COMMENT: '' },
  check: checkCallback,
  toWire: callbackWire,
  sendFx: orderCallbackFx,
});

export const contractOrderForm = createRequestForm<ContractOrderValues, ReturnType<typeof contractOrderWire>>({
  initial: { PRODUCT: '', PHONE: '', EMAIL: '', COMMENT: '' },
  check: checkContractOrder,
  toWire: contractOrderWire,
  sendFx: orderContractFx,
});

/**
 * The written request's one attachment goes through the upload list (issue 21): a phone photo is prepared (upright,
 * 1024×1024, a JPEG of at most 3 MB) before it is the form's FILE; a PDF is taken as it is, up to 3 MB.
 */
export const attachmentList = createUploadList<'FILE'>({ limits: { maxFiles: 1 } });

export const writtenRequestForm = createRequestForm<WrittenRequestValues, ReturnType<typeof writtenRequestWire>>({
  initial: { SUBJECT: '', TEXT: '', FILE: null },
  check: checkWrittenRequest,
  toWire: writtenRequestWire,
  sendFx: sendRequestFx,
  wireName: { FILE: 'FILENAME' },
  $preparing: attachmentList.$busy,
});
// The list decides the form's FILE: the prepared file once it is ready, nothing once it is removed.
sample({
  clock: attachmentList.$files,
  source: writtenRequestForm.$values,
  filter: (values, files) => values.FILE !== (files.FILE?.[0] ?? null),
  fn: (_, files) => ({ field: 'FILE' as const, value: files.FILE?.[0] ?? null }),
  target: writtenRequestForm.fieldChanged,
});
sample({ clock: [writtenRequestForm.restarted, writtenRequestForm.closed], target: attachmentList.cleared });

const FORMS = [callbackForm, contractOrderForm, writtenRequestForm] as const;

/** The customer's phone and e-mail fill the empty fields (on opening, and after "send another"). */
const contacts = sample({
  clock: [RequestsGate.open, callbackForm.restarted, contractOrderForm.restarted],
  source: $user,
  fn: (user) => ({ PHONE: phoneFromWire(user?.PHONE ?? ''), EMAIL: user?.EMAIL ?? '' }),
});
sample({ clock: contacts, fn: ({ PHONE }) => ({ PHONE }), target: callbackForm.prefilled });
sample({ clock: contacts, target: contractOrderForm.prefilled });
sample({ clock: RequestsGate.close, target: FORMS.map((form) => form.closed) });
