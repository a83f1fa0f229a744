import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session';
import { ApiError, orderCallbackFx, orderContractFx, sendRequestFx } from '@/shared/api';
import { prepareFileFx } from '@/shared/upload';
import { attachmentList, callbackForm, contractOrderForm, RequestsGate, writtenRequestForm } from './requests';
import { anna } from '@/shared/test/customer';

const user = anna;
const received = (NUMBER: string) => ({ result: { NUMBER, CREATED: '2026-11-25T10:00:00.000Z' }, message: 'Received' });
const warning = (fields: Record<string, string[]>) => new ApiError({ kind: 'warning', status: 400, fieldWarnings: fields, messages: Object.values(fields).flat() });

function setup(prepare?: (file: File) => Promise<unknown>) {
  const calls = {
    callback: vi.fn(async (_: Record<string, string>) => received('CB-2026-000001')),
    order: vi.fn(async (_: Record<string, string>) => received('OR-2026-000001')),
    request: vi.fn(async (_: { SUBJECT: string; TEXT: string; FILENAME: File[] }) => received('WR-2026-000001')),
  };
  const scope = fork({
    values: [[$user, user]],
    handlers: [
      [orderCallbackFx, calls.callback],
      [orderContractFx, calls.order],
      [sendRequestFx, calls.request],
      ...(prepare ? ([[prepareFileFx, prepare]] as const) : []),
    ],
  } as never);
  return { scope, calls };
}

describe('the callback form', () => {
  it("starts with the customer's phone, sends +374 and the choices, and shows the number received", async () => {
    const { scope, calls } = setup();
    await allSettled(RequestsGate.open, { scope, params: {} });
    expect(scope.getState(callbackForm.$values)).toMatchObject({ PHONE: '91-234-567', TIME: 'asap' });
    await allSettled(callbackForm.fieldChanged, { scope, params: { field: 'TOPIC', value: 'claim' } });
    await allSettled(callbackForm.submitted, { scope });
    expect(calls.callback).toHaveBeenCalledWith({ PHONE: '+374 (091) 234567', TOPIC: 'claim', TIME: 'asap', COMMENT: '' });
    expect(scope.getState(callbackForm.$received)?.result.NUMBER).toBe('CB-2026-000001');

    // "Request another": the form again, the phone prefilled again.
    await allSettled(callbackForm.restarted, { scope });
    expect(scope.getState(callbackForm.$received)).toBeNull();
    expect(scope.getState(callbackForm.$values)).toEqual({ PHONE: '91-234-567', TOPIC: '', TIME: 'asap', COMMENT: '' });
  });

  it('checks before sending: nothing goes out while a field is wrong, and typing clears that field’s error', async () => {
    const { scope, calls } = setup();
    await allSettled(callbackForm.fieldChanged, { scope, params: { field: 'PHONE', value: '01-234-567' } });
    await allSettled(callbackForm.submitted, { scope });
    expect(calls.callback).not.toHaveBeenCalled();
    expect(scope.getState(callbackForm.$errors)).toEqual({ PHONE: { type: 'invalid' }, TOPIC: { type: 'required' } });
    await allSettled(callbackForm.fieldChanged, { scope, params: { field: 'TOPIC', value: 'other' } });
    expect(scope.getState(callbackForm.$errors)).toEqual({ PHONE: { type: 'invalid' } });
  });

  it("puts the server's warning_d under its field and keeps what was typed", async () => {
    const { scope, calls } = setup();
    calls.callback.mockRejectedValueOnce(warning({ PHONE: ['Already booked'] }));
    await allSettled(RequestsGate.open, { scope, params: {} });
    await allSettled(callbackForm.fieldChanged, { scope, params: { field: 'TOPIC', value: 'claim' } });
    await allSettled(callbackForm.submitted, { scope });
    expect(scope.getState(callbackForm.$errors)).toEqual({ PHONE: { type: 'server', message: 'Already booked' } });
    expect(scope.getState(callbackForm.$values).TOPIC).toBe('claim');
    expect(scope.getState(callbackForm.$received)).toBeNull();
  });

  it('a send with no connection says so beneath the form and keeps what was typed; the next press sends it', async () => {
    const { scope, calls } = setup();
    calls.callback.mockRejectedValueOnce(new ApiError({ kind: 'network', status: 0 }));
    await allSettled(RequestsGate.open, { scope, params: {} });
    await allSettled(callbackForm.fieldChanged, { scope, params: { field: 'TOPIC', value: 'claim' } });
    await allSettled(callbackForm.submitted, { scope });
    expect(scope.getState(callbackForm.$failure)).toBe('network');
    expect(scope.getState(callbackForm.$values).TOPIC).toBe('claim');
    expect(scope.getState(callbackForm.$received)).toBeNull();
    await allSettled(callbackForm.submitted, { scope });
    expect(scope.getState(callbackForm.$failure)).toBeNull();
    expect(scope.getState(callbackForm.$received)?.result.NUMBER).toBe('CB-2026-000001');
  });

  it('forgets everything when the screen is left', async () => {
    const { scope } = setup();
    await allSettled(RequestsGate.open, { scope, params: {} });
    await allSettled(callbackForm.fieldChanged, { scope, params: { field: 'COMMENT', value: 'After six' } });
    await allSettled(RequestsGate.close, { scope, params: undefined });
    expect(scope.getState(callbackForm.$values).COMMENT).toBe('');
  });
});

describe('the contract order', () => {
  it("prefills phone and e-mail, sends the product, and keeps a typed phone when the screen opens again", async () => {
    const { scope, calls } = setup();
    await allSettled(contractOrderForm.fieldChanged, { scope, params: { field: 'PHONE', value: '77-123-456' } });
    await allSettled(RequestsGate.open, { scope, params: {} });
    expect(scope.getState(contractOrderForm.$values)).toMatchObject({ PHONE: '77-123-456', EMAIL: 'anna.hakobyan@example.am' });
    await allSettled(contractOrderForm.fieldChanged, { scope, params: { field: 'PRODUCT', value: 'cargo' } });
    await allSettled(contractOrderForm.submitted, { scope });
    expect(calls.order).toHaveBeenCalledWith({ PRODUCT: 'cargo', PHONE: '+374 (077) 123456', EMAIL: 'anna.hakobyan@example.am', COMMENT: '' });
    expect(scope.getState(contractOrderForm.$received)?.result.NUMBER).toBe('OR-2026-000001');
  });
});

describe('the written request', () => {
  it('sends the attachment as FILENAME[]; a server refusal of FILENAME stands under the attachment', async () => {
    const { scope, calls } = setup();
    const file = new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' });
    await allSettled(writtenRequestForm.fieldChanged, { scope, params: { field: 'SUBJECT', value: ' Policy copy ' } });
    await allSettled(writtenRequestForm.fieldChanged, { scope, params: { field: 'TEXT', value: 'Please send me a paper copy of my policy.' } });
    await allSettled(writtenRequestForm.fieldChanged, { scope, params: { field: 'FILE', value: file } });
    calls.request.mockRejectedValueOnce(warning({ FILENAME: ['The file is damaged'] }));
    await allSettled(writtenRequestForm.submitted, { scope });
    expect(calls.request).toHaveBeenCalledWith({ SUBJECT: 'Policy copy', TEXT: 'Please send me a paper copy of my policy.', FILENAME: [file] });
    expect(scope.getState(writtenRequestForm.$errors)).toEqual({ FILE: { type: 'server', message: 'The file is damaged' } });

    await allSettled(writtenRequestForm.fieldChanged, { scope, params: { field: 'FILE', value: null } });
    await allSettled(writtenRequestForm.submitted, { scope });
    expect(calls.request).toHaveBeenLastCalledWith({ SUBJECT: 'Policy copy', TEXT: 'Please send me a paper copy of my policy.', FILENAME: [] });
    expect(scope.getState(writtenRequestForm.$received)?.result.NUMBER).toBe('WR-2026-000001');
  });

  it('refuses a short text and an .exe before sending', async () => {
    const { scope, calls } = setup();
    await allSettled(writtenRequestForm.fieldChanged, { scope, params: { field: 'SUBJECT', value: 'Hi' } });
    await allSettled(writtenRequestForm.fieldChanged, { scope, params: { field: 'TEXT', value: 'Short' } });
    await allSettled(writtenRequestForm.fieldChanged, { scope, params: { field: 'FILE', value: new File(['x'], 'setup.exe') } });
    await allSettled(writtenRequestForm.submitted, { scope });
    expect(calls.request).not.toHaveBeenCalled();
    expect(scope.getState(writtenRequestForm.$errors)).toEqual({ TEXT: { type: 'too-short' }, FILE: { type: 'file-type' } });
  });

  it('a phone photo is prepared before it is the attachment: Send waits meanwhile, the prepared JPEG goes, removing it empties FILE', async () => {
    const phone = new File([new Uint8Array(5_000_000)], 'IMG_2044.HEIC', { type: 'image/heic' });
    const jpeg = new File([new Uint8Array(400_000)], 'IMG_2044.jpg', { type: 'image/jpeg' });
    let finish: () => void = () => undefined;
    const { scope, calls } = setup(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ file: jpeg, image: { width: 1024, height: 768, quality: 1 } });
        }),
    );
    await allSettled(writtenRequestForm.fieldChanged, { scope, params: { field: 'SUBJECT', value: 'Damage photo' } });
    await allSettled(writtenRequestForm.fieldChanged, { scope, params: { field: 'TEXT', value: 'A photo of the damage is attached.' } });
    void allSettled(attachmentList.filesChosen, { scope, params: { slot: 'FILE', files: [phone] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState(writtenRequestForm.$pending)).toBe(true);
    void allSettled(writtenRequestForm.submitted, { scope });
    expect(calls.request).not.toHaveBeenCalled();
    finish();
    await allSettled(scope);
    expect(scope.getState(writtenRequestForm.$values).FILE).toBe(jpeg);
    const [item] = scope.getState(attachmentList.$items);
    await allSettled(attachmentList.removed, { scope, params: item?.key ?? '' });
    expect(scope.getState(writtenRequestForm.$values).FILE).toBeNull();
    void allSettled(attachmentList.filesChosen, { scope, params: { slot: 'FILE', files: [phone] } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    finish();
    await allSettled(scope);
    await allSettled(writtenRequestForm.submitted, { scope });
    expect(calls.request).toHaveBeenCalledWith({ SUBJECT: 'Damage photo', TEXT: 'A photo of the damage is attached.', FILENAME: [jpeg] });
  });
});
