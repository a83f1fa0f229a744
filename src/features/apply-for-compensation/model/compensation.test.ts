import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user, signedOut } from '@/entities/session';
import { ApiError, createClaimFx, createPublicRequestFx, searchCmtplObjectFx, type CmtplObject, type Customer, type UploadedFile } from '@/shared/api';
import { languageDetected } from '@/shared/i18n';
import { releaseWindowFx, reserveWindowFx } from '@/shared/routing';
import { preparedInTests } from '@/shared/test/uploads';
import type { UploadRequest } from '@/shared/upload';
import {
  $draft,
  $errors,
  $fileProblems,
  $files,
  $object,
  $searchErrors,
  $sent,
  $step,
  $submitFailure,
  $values,
  applicationSubmitted,
  compensationOpened,
  consentChanged,
  fieldChanged,
  fileRetried,
  filesChosen,
  openWindowFx,
  uploadFx,
  searchFieldChanged,
  searchSubmitted,
} from './compensation';

const MB = 1024 * 1024;
const object: CmtplObject = {
  OBJECT_ID: 'cmtpl-35OO123',
  CONTRACT_NUMBER: 'SV-APPA-2025-000123',
  PLATE: '35OO123',
  MAKE: 'Toyota',
  MODEL: 'Camry',
  FROMDATE: '2025-12-16',
  TODATE: '2026-12-15',
};
const jpg = (name: string, size = 200_000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

let uploads = 0;
type UploadParams = UploadRequest<'PHOTOS' | 'AGREEMENT_FILES' | 'DRIVER_DOCUMENTS' | 'PROCEEDINGS_FILES'>;
const uploadOk = vi.fn(async ({ file }: UploadParams): Promise<UploadedFile> => {
  uploads += 1;
  return { id: `u${uploads}`, kind: 'compensation', name: file.name, type: file.type, size: file.size, file: `/files/u${uploads}` };
});

function setup(extra: { upload?: typeof uploadOk; create?: ReturnType<typeof vi.fn> } = {}) {
  const create =
    extra.create ??
    vi.fn(async ({ VIEW }: { VIEW: number }) =>
      VIEW === 1 ? { path: '/sim-assets/docs/claim-form.pdf', CLAIM_NUMBER: null } : { path: null, CLAIM_NUMBER: 'CL-2026-000500' },
    );
  const open = vi.fn();
  const reserve = vi.fn();
  const release = vi.fn();
  const scope = fork({
    handlers: [
      [searchCmtplObjectFx, async () => ({ result: object })],
      [uploadFx, extra.upload ?? uploadOk],
      [createClaimFx, create],
      [createPublicRequestFx, create],
      [openWindowFx, open],
      [reserveWindowFx, reserve],
      [releaseWindowFx, release],
      preparedInTests(),
    ],
  });
  return { scope, create, open, reserve, release };
}

async function toForm(scope: ReturnType<typeof fork>) {
  await allSettled(compensationOpened, { scope, params: 'customer' });
  await allSettled(searchFieldChanged, { scope, params: { name: 'PLATE', value: '35oo 123' } });
  await allSettled(searchFieldChanged, { scope, params: { name: 'EVENT_DATE', value: '20/11/2026' } });
  await allSettled(searchSubmitted, { scope });
}

async function fill(scope: ReturnType<typeof fork>) {
  for (const [name, value] of [
    ['FIRST_NAME', 'Anna'],
    ['LAST_NAME', 'Hakobyan'],
    ['PASSPORT', 'AN1234567'],
    ['PHONE', '91234567'],
    ['BANK_ACCOUNT', '2470012345678901'],
  ] as const) {
    await allSettled(fieldChanged, { scope, params: { name, value } });
  }
  await allSettled(consentChanged, { scope, params: true });
}

/** The application found, filled in and with its three photos: ready for "Send" or "View". */
async function readyToSend(scope: ReturnType<typeof fork>) {
  await toForm(scope);
  await fill(scope);
  await allSettled(filesChosen, { scope, params: { list: 'PHOTOS', files: [jpg('1.jpg'), jpg('2.jpg'), jpg('3.jpg')] } });
}

describe('compensation model', () => {
  it('an empty search shows required under both fields; a found contract closes the search and opens the form', async () => {
    const { scope } = setup();
    await allSettled(compensationOpened, { scope, params: 'customer' });
    expect(scope.getState($step)).toBe('search');
    await allSettled(searchSubmitted, { scope });
    expect(scope.getState($searchErrors)).toEqual({ PLATE: { code: 'required' }, EVENT_DATE: { code: 'required' } });
    expect(scope.getState($step)).toBe('search');
    await toForm(scope);
    expect(scope.getState($step)).toBe('form');
    expect(scope.getState($object)).toEqual(object);
    expect(scope.getState($values).PERSON_TYPE).toBe('3');
  });

  it('a search the server refuses shows its warning under the plate and stays open', async () => {
    const scope = fork({
      handlers: [[searchCmtplObjectFx, async () => Promise.reject(new ApiError({ kind: 'warning', messages: [], fieldWarnings: { PLATE: ['No contract'] } }))]],
    });
    await toForm(scope);
    expect(scope.getState($step)).toBe('search');
    expect(scope.getState($searchErrors).PLATE).toEqual({ code: 'server', message: 'No contract' });
  });

  it('"Send" with 3 uploaded photos submits VIEW 0 with the file ids, closes and keeps the number', async () => {
    const { scope, create } = setup();
    await toForm(scope);
    await fill(scope);
    await allSettled(filesChosen, { scope, params: { list: 'PHOTOS', files: [jpg('car.jpg'), jpg('plate.jpg'), jpg('damage.jpg')] } });
    expect(scope.getState($files).PHOTOS.map((file) => file.status)).toEqual(['done', 'done', 'done']);
    await allSettled(applicationSubmitted, { scope, params: 0 });
    expect(create).toHaveBeenCalledTimes(1);
    const payload = create.mock.calls[0]?.[0] as Record<string, unknown>;
    // The search's fields as they found the contract (§3): the car and the day of the accident go with it.
    expect(payload).toMatchObject({ VIEW: 0, OBJECT_ID: 'cmtpl-35OO123', PLATE: '35OO123', EVENT_DATE: '20/11/2026', PHONE: '+374 (091) 234567', CONSENT: 1 });
    expect(payload.FILENAME).toHaveLength(3);
    expect(scope.getState($step)).toBe('closed');
    expect(scope.getState($sent)?.CLAIM_NUMBER).toBe('CL-2026-000500');
  });

  it('every Send of one application carries its CLIENT_ID, so a second press after a lost answer files once; a new application has a new one', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'timeout' }))
      .mockResolvedValue({ path: null, CLAIM_NUMBER: 'CL-2026-000500' });
    const { scope } = setup({ create });
    await readyToSend(scope);
    const id = scope.getState($draft)?.id;
    expect(id).toMatch(/^claim-./);
    await allSettled(applicationSubmitted, { scope, params: 0 });
    expect(scope.getState($step)).toBe('form');
    await allSettled(applicationSubmitted, { scope, params: 0 });
    const ids = create.mock.calls.map((call) => (call[0] as Record<string, unknown>).CLIENT_ID);
    expect(ids).toEqual([id, id]);
    expect(scope.getState($step)).toBe('closed');
    await toForm(scope);
    expect(scope.getState($draft)?.id).toMatch(/^claim-./);
    expect(scope.getState($draft)?.id).not.toBe(id);
  });

  it('"View" submits VIEW 1, opens the returned path and keeps the form open', async () => {
    const { scope, create, open, release } = setup();
    await readyToSend(scope);
    await allSettled(applicationSubmitted, { scope, params: 1 });
    expect((create.mock.calls[0]?.[0] as Record<string, unknown>).VIEW).toBe(1);
    expect(open).toHaveBeenCalledWith('/sim-assets/docs/claim-form.pdf');
    expect(release).not.toHaveBeenCalled();
    expect(scope.getState($step)).toBe('form');
  });

  it('"View" opens its window during the press, before the answer (a window opened after it would be blocked)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { scope, reserve, open } = setup({ create: vi.fn(() => new Promise((resolve) => (answer = resolve))) });
    await readyToSend(scope);
    const pressed = allSettled(applicationSubmitted, { scope, params: 1 });
    // Synchronously, in the press's own task.
    expect(reserve).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    answer({ path: '/sim-assets/docs/claim-form.pdf', CLAIM_NUMBER: null });
    await pressed;
    expect(open).toHaveBeenCalledWith('/sim-assets/docs/claim-form.pdf');
  });

  it('"View" without a preview in the answer, or refused: the empty window closes and the failure stands beneath the form', async () => {
    const noPath = vi.fn(async () => ({ path: null, CLAIM_NUMBER: null }));
    const first = setup({ create: noPath });
    await readyToSend(first.scope);
    await allSettled(applicationSubmitted, { scope: first.scope, params: 1 });
    expect(first.reserve).toHaveBeenCalledTimes(1);
    expect(first.release).toHaveBeenCalledTimes(1);
    expect(first.open).not.toHaveBeenCalled();
    expect(first.scope.getState($submitFailure)).toEqual([]);

    const refused = vi.fn(async () => {
      throw new ApiError({ kind: 'server-error', status: 500 });
    });
    const second = setup({ create: refused });
    await readyToSend(second.scope);
    await allSettled(applicationSubmitted, { scope: second.scope, params: 1 });
    expect(second.release).toHaveBeenCalledTimes(1);
    // "Send" (VIEW 0) opens no window.
    await allSettled(applicationSubmitted, { scope: second.scope, params: 0 });
    expect(second.reserve).toHaveBeenCalledTimes(1);
  });

  it('with 2 photos nothing is sent and the refusal stands under the photos', async () => {
    const { scope, create } = setup();
    await toForm(scope);
    await fill(scope);
    await allSettled(filesChosen, { scope, params: { list: 'PHOTOS', files: [jpg('1.jpg'), jpg('2.jpg')] } });
    await allSettled(applicationSubmitted, { scope, params: 0 });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($errors).PHOTOS).toEqual({ code: 'photos-min', min: 3 });
  });

  it('a 6 MB phone photo is taken once prepared; a 4 MB PDF and an .exe are refused under their list and never uploaded', async () => {
    const upload = vi.fn(async (params: UploadParams) => uploadOk(params));
    const { scope } = setup({ upload });
    await toForm(scope);
    const pdf = new File([new Uint8Array(4 * MB)], 'scan.pdf', { type: 'application/pdf' });
    await allSettled(filesChosen, { scope, params: { list: 'PHOTOS', files: [jpg('IMG_0001.JPG', 6 * MB), pdf, new File(['x'], 'setup.exe')] } });
    expect(upload.mock.calls.map(([params]) => [params.file.name, params.file.size])).toEqual([['IMG_0001.JPG', 900_000]]);
    expect(scope.getState($files).PHOTOS.map((file) => [file.name, file.status, file.size])).toEqual([['IMG_0001.JPG', 'done', 900_000]]);
    expect(scope.getState($fileProblems).PHOTOS?.map((problem) => problem.code).sort()).toEqual(['file-size', 'file-type']);
  });

  it('a failed upload can be sent again without losing what was typed', async () => {
    let fail = true;
    const upload = vi.fn(async (params: UploadParams) => {
      if (fail) throw new ApiError({ kind: 'network', messages: [] });
      return uploadOk(params);
    });
    const { scope } = setup({ upload });
    await toForm(scope);
    await fill(scope);
    await allSettled(filesChosen, { scope, params: { list: 'PHOTOS', files: [jpg('car.jpg')] } });
    const [failed] = scope.getState($files).PHOTOS;
    expect(failed?.status).toBe('failed');
    fail = false;
    await allSettled(fileRetried, { scope, params: failed?.key as string });
    expect(scope.getState($files).PHOTOS[0]?.status).toBe('done');
    expect(scope.getState($values).FIRST_NAME).toBe('Anna');
  });

  it('the draft holds the step, the contract, the values and the uploaded files; signing out forgets it', async () => {
    const { scope } = setup();
    await toForm(scope);
    await fill(scope);
    await allSettled(filesChosen, { scope, params: { list: 'PHOTOS', files: [jpg('car.jpg')] } });
    const draft = scope.getState($draft);
    expect(draft).toMatchObject({ step: 'form', audience: 'customer', object, values: { FIRST_NAME: 'Anna' } });
    expect(draft?.files.PHOTOS).toHaveLength(1);
    // Stored with its owner: nobody is signed in in this scope, so a visitor ('').
    expect(JSON.parse(sessionStorage.getItem('compensationDraft') ?? 'null')).toMatchObject({ owner: '', value: { step: 'form', values: { FIRST_NAME: 'Anna' } } });
    await allSettled(signedOut, { scope });
    expect(scope.getState($draft)).toBeNull();
    expect(scope.getState($step)).toBe('closed');
  });

  it('a signed-in customer finds their name (in the page language) and phone filled in; a visitor does not', async () => {
    const anna = { CUSTOMER: '1001', user_id: '501', EMAIL: 'anna@example.am', PHONE: '+37491234567', lang: 'am', fullname_hy: 'Աննա Հակոբյան', fullname_en: 'Anna Hakobyan', fullname_ru: 'Анна Акопян', UID: '1234567890', avatar: null } as Customer;
    const scope = fork({ values: [[$user, anna]], handlers: [[searchCmtplObjectFx, async () => ({ result: object })]] });
    await allSettled(languageDetected, { scope, params: 'ru' });
    await toForm(scope);
    expect(scope.getState($values)).toMatchObject({ FIRST_NAME: 'Анна', LAST_NAME: 'Акопян', PHONE: '91-234-567' });
    // What the customer changes stays when they search another car or day.
    await allSettled(fieldChanged, { scope, params: { name: 'FIRST_NAME', value: 'Ани' } });
    await allSettled(searchSubmitted, { scope });
    expect(scope.getState($values).FIRST_NAME).toBe('Ани');

    const visitor = fork({ values: [[$user, anna]], handlers: [[searchCmtplObjectFx, async () => ({ result: object })]] });
    await allSettled(compensationOpened, { scope: visitor, params: 'public' });
    await allSettled(searchFieldChanged, { scope: visitor, params: { name: 'PLATE', value: '35OO123' } });
    await allSettled(searchFieldChanged, { scope: visitor, params: { name: 'EVENT_DATE', value: '20/11/2026' } });
    await allSettled(searchSubmitted, { scope: visitor });
    expect(visitor.getState($values)).toMatchObject({ FIRST_NAME: '', PHONE: '' });
  });

  it('a refusal about the search (no field of the form shows it) stands beneath the form; the rest under their fields', async () => {
    const create = vi.fn(async () => {
      throw new ApiError({ kind: 'warning', status: 400, messages: [], fieldWarnings: { PLATE: ['No contract that day'], BANK_ACCOUNT: ['16 digits'] } });
    });
    const { scope } = setup({ create });
    await readyToSend(scope);
    await allSettled(applicationSubmitted, { scope, params: 0 });
    expect(scope.getState($submitFailure)).toEqual(['No contract that day']);
    expect(scope.getState($errors).BANK_ACCOUNT).toEqual({ code: 'server', message: '16 digits' });
    expect(scope.getState($step)).toBe('form');
  });

  it('a public request goes to create-request/public', async () => {
    const create = vi.fn(async () => ({ path: null, CLAIM_NUMBER: 'RQ-2026-000001' }));
    const scope = fork({
      handlers: [
        [searchCmtplObjectFx, async () => ({ result: object })],
        [uploadFx, uploadOk],
        [createPublicRequestFx, create],
        [createClaimFx, vi.fn()],
        preparedInTests(),
      ],
    });
    await allSettled(compensationOpened, { scope, params: 'public' });
    await allSettled(searchFieldChanged, { scope, params: { name: 'PLATE', value: '35OO123' } });
    await allSettled(searchFieldChanged, { scope, params: { name: 'EVENT_DATE', value: '20/11/2026' } });
    await allSettled(searchSubmitted, { scope });
    await fill(scope);
    await allSettled(filesChosen, { scope, params: { list: 'PHOTOS', files: [jpg('1.jpg'), jpg('2.jpg'), jpg('3.jpg')] } });
    await allSettled(applicationSubmitted, { scope, params: 0 });
    expect(create).toHaveBeenCalledTimes(1);
    expect(scope.getState($sent)?.CLAIM_NUMBER).toBe('RQ-2026-000001');
  });
});
