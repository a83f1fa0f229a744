import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatRoom, ChatSendPayload, Customer } from '@/shared/api';
import { anna } from '@/shared/test/customer';

/**
 * Issue 24 item 2 (docs/decisions/chat-unsent-draft.md): the chat's unsent text, its files' names and the messages
 * not confirmed sent survive a reload, for their customer only. Every test loads fresh modules over storage as a
 * reload leaves it (`vi.resetModules`), as the owner-keyed drafts' tests do.
 */
const KEY = 'chatDraft';
const david: Customer = { ...anna, CUSTOMER: '1002', UID: '2345678901', EMAIL: 'david.petrosyan@example.am' };
const ROOM: ChatRoom = { ID: 'room-1', STAFF_ID: 'st-1', STAFF_NAME: 'Lilit Sargsyan', STAFF_ROLE: 'Claims specialist', CREATED: '2026-10-20T08:12:00Z', LAST_TEXT: null, LAST_AT: null, UNREAD: 0, PENDING: false };
const message = (id: number, text: string, clientId: string | null = null): ChatMessage => ({
  ID: String(id),
  ROOM_ID: 'room-1',
  AUTHOR: 'customer',
  AUTHOR_NAME: '',
  TEXT: text,
  CREATED: '2026-11-25T10:00:00Z',
  FILES: [],
  CLIENT_ID: clientId,
  READ: true,
});
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { owner: string; value: unknown } | null;

async function settle(scope: Scope, unit: object, params?: unknown) {
  void allSettled(unit as never, { scope, params } as never);
  await vi.advanceTimersByTimeAsync(10);
}

/** A reload: fresh modules, a fresh scope; the chat screen of room-1 with the server's messages `onServer`. */
async function reload(onServer: ChatMessage[] = [message(1, 'Hello')]) {
  vi.resetModules();
  const session = await import('@/entities/session');
  const chat = await import('./chat');
  const lib = await import('@/shared/lib');
  const api = await import('@/shared/api');
  const routing = await import('@/shared/routing');
  const i18n = await import('@/shared/i18n');
  const { preparedInTests } = await import('@/shared/test/uploads');
  const send = vi.fn(async (payload: ChatSendPayload) => ({ result: message(5, payload.TEXT, payload.CLIENT_ID) }));
  const scope = fork({
    values: [
      [i18n.$lang, 'en'],
      [routing.$location, { pathname: '/en/profile/c/room-1', search: '', hash: '' }],
    ],
    handlers: [
      [api.createChatUserFx, async () => ({ result: { CHAT_USER_ID: 'cu-1', CUSTOMER: '1001', CREATED: false } })],
      [api.fetchChatStaffFx, async () => ({ result: [] })],
      [api.fetchChatRoomsFx, async () => ({ result: [ROOM] })],
      [api.fetchChatMessagesFx, async (params: { AFTER_ID?: string }) => ({ result: params.AFTER_ID ? [] : onServer, room: ROOM })],
      [api.sendChatMessageFx, send],
      [routing.navigateFx, vi.fn()],
      // The preparation's code loads on first use, a dynamic import fake timers do not wait for (a PDF stays as it is).
      preparedInTests(),
    ],
  } as never);
  await settle(scope, lib.appStarted);
  const open = () => settle(scope, chat.ChatGate.open, {});
  const close = () => settle(scope, chat.ChatGate.close, {});
  const failure = () => new api.ApiError({ kind: 'server-error', status: 500, messages: ['[Simulator] error'] });
  return { scope, chat, session, send, open, close, failure };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(anna));
  localStorage.setItem('token', JSON.stringify('tok-anna'));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("the chat's unsent messages across a reload", () => {
  it('typed text and chosen files are written once typing pauses, and offered again after a reload (the files by name)', async () => {
    const first = await reload();
    await first.open();
    await settle(first.scope, first.chat.draftChanged, 'Where is ');
    await settle(first.scope, first.chat.draftChanged, 'Where is my claim?');
    await settle(first.scope, first.chat.filesChosen, [new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' })]);
    expect(stored()).toBeNull();
    await vi.advanceTimersByTimeAsync(first.chat.DRAFT_WRITE_MS);
    expect(stored()).toEqual({ owner: '1001', value: { text: 'Where is my claim?', files: ['report.pdf'], unsent: [] } });

    const second = await reload();
    // Nothing is read when the module loads: only when the chat screen opens.
    expect(second.scope.getState(second.chat.$draft)).toBe('');
    await second.open();
    expect(second.scope.getState(second.chat.$draft)).toBe('Where is my claim?');
    expect(second.scope.getState(second.chat.$missingFiles)).toEqual(['report.pdf']);
    expect(second.scope.getState(second.chat.$attachments)).toEqual([]);
    // Choosing files again clears the notice.
    await settle(second.scope, second.chat.filesChosen, [new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' })]);
    expect(second.scope.getState(second.chat.$missingFiles)).toEqual([]);
    await second.close();
  });

  it('a message that failed stays with its text after a reload; Retry sends it with its id, and it leaves storage once sent', async () => {
    const first = await reload();
    first.send.mockImplementationOnce(async () => Promise.reject(first.failure()));
    await first.open();
    await settle(first.scope, first.chat.draftChanged, 'Photos tomorrow');
    await settle(first.scope, first.chat.messageSubmitted);
    await vi.advanceTimersByTimeAsync(first.chat.DRAFT_WRITE_MS);
    const [failed] = first.scope.getState(first.chat.$outbox);
    expect(failed?.status).toBe('failed');
    expect(stored()?.value).toEqual({ text: '', files: [], unsent: [expect.objectContaining({ clientId: failed?.clientId, text: 'Photos tomorrow', files: [] })] });

    const second = await reload();
    await second.open();
    expect(second.scope.getState(second.chat.$outbox)).toEqual([expect.objectContaining({ clientId: failed?.clientId, text: 'Photos tomorrow', status: 'failed' })]);
    await settle(second.scope, second.chat.retried, failed?.clientId);
    expect(second.send).toHaveBeenCalledTimes(1);
    expect(second.send.mock.calls[0]?.[0]).toMatchObject({ CLIENT_ID: failed?.clientId, TEXT: 'Photos tomorrow' });
    expect(second.scope.getState(second.chat.$outbox)).toEqual([]);
    await vi.advanceTimersByTimeAsync(second.chat.DRAFT_WRITE_MS);
    expect(stored()).toBeNull();
    await second.close();
  });

  it('a message the server stored before the reload (its answer lost) is not offered again', async () => {
    localStorage.setItem(KEY, JSON.stringify({ owner: '1001', value: { text: '', files: [], unsent: [{ clientId: 'm-1', roomId: 'room-1', text: 'Hi', files: [], created: '2026-11-25T10:00:00Z' }] } }));
    const app = await reload([message(1, 'Hello'), message(2, 'Hi', 'm-1')]);
    await app.open();
    expect(app.scope.getState(app.chat.$outbox)).toEqual([]);
    expect(app.send).not.toHaveBeenCalled();
    await app.close();
  });

  it('a restored message without its files is not retried as it is: Edit puts its text and the files to choose into the composer', async () => {
    localStorage.setItem(KEY, JSON.stringify({ owner: '1001', value: { text: '', files: [], unsent: [{ clientId: 'm-1', roomId: 'room-1', text: 'See the photo', files: ['car.jpg'], created: '2026-11-25T10:00:00Z' }] } }));
    const app = await reload();
    await app.open();
    await settle(app.scope, app.chat.retried, 'm-1');
    expect(app.send).not.toHaveBeenCalled();
    await settle(app.scope, app.chat.editedAgain, 'm-1');
    expect(app.scope.getState(app.chat.$draft)).toBe('See the photo');
    expect(app.scope.getState(app.chat.$missingFiles)).toEqual(['car.jpg']);
    expect(app.scope.getState(app.chat.$outbox)).toEqual([]);
    await app.close();
  });

  it("another customer's stored messages are not restored (and are removed)", async () => {
    localStorage.setItem(KEY, JSON.stringify({ owner: david.CUSTOMER, value: { text: 'David’s secret', files: ['passport.pdf'], unsent: [] } }));
    const app = await reload();
    await app.open();
    expect(app.scope.getState(app.chat.$draft)).toBe('');
    expect(app.scope.getState(app.chat.$missingFiles)).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
    await app.close();
  });

  it('sign-out empties the composer and removes the stored entry; the next customer signing in gets nothing', async () => {
    localStorage.setItem(KEY, JSON.stringify({ owner: '1001', value: { text: 'Anna’s text', files: [], unsent: [] } }));
    const app = await reload();
    await app.open();
    expect(app.scope.getState(app.chat.$draft)).toBe('Anna’s text');
    await app.close();
    await settle(app.scope, app.session.signedOut);
    await vi.advanceTimersByTimeAsync(app.chat.DRAFT_WRITE_MS);
    expect(app.scope.getState(app.chat.$draft)).toBe('');
    expect(localStorage.getItem(KEY)).toBeNull();
    await settle(app.scope, app.session.signedIn, { token: 'tok-david', user: david });
    await app.open();
    expect(app.scope.getState(app.chat.$draft)).toBe('');
    await app.close();
  });
});
