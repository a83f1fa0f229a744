import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session';
import { createChatUserFx, fetchChatMessagesFx, fetchChatRoomsFx, fetchChatStaffFx, sendChatMessageFx, type ChatMessage, type ChatRoom, type ChatSendPayload } from '@/shared/api';
import { $location } from '@/shared/routing';
import { renderWithApp } from '@/shared/test/render';
import { $outbox, type OutgoingMessage } from '../model/chat';
import { ChatScreen } from './chat-screen';

const ROOM: ChatRoom = { ID: 'room-1', STAFF_ID: 'st-1', STAFF_NAME: 'Lilit Sargsyan', STAFF_ROLE: 'Claims specialist', CREATED: '2026-10-20T08:12:00Z', LAST_TEXT: null, LAST_AT: null, UNREAD: 0, PENDING: true };
const STAFF_MESSAGE: ChatMessage = {
  ID: '1',
  ROOM_ID: 'room-1',
  AUTHOR: 'staff',
  AUTHOR_NAME: 'Lilit Sargsyan',
  TEXT: 'Here is the checklist',
  CREATED: '2026-10-20T08:15:00Z',
  FILES: [{ ID: 'cf-1', NAME: 'checklist.pdf', TYPE: 'application/pdf', SIZE: 2048 }],
  CLIENT_ID: null,
  READ: true,
};
const FAILED: OutgoingMessage = { clientId: 'm-7', roomId: 'room-1', text: 'Photos tomorrow', files: [], created: '2026-10-20T08:20:00Z', status: 'failed', error: 'Server error' };

describe('ChatScreen', () => {
  it('shows staff on the left with their file, a failed message with Retry that sends it again with the same id, staff "will answer shortly"', async () => {
    const send = vi.fn(async (payload: ChatSendPayload) => ({ result: { ...STAFF_MESSAGE, ID: '2', AUTHOR: 'customer' as const, AUTHOR_NAME: '', TEXT: payload.TEXT, FILES: [], CLIENT_ID: payload.CLIENT_ID } }));
    const scope = fork({
      values: [
        [$user, { CUSTOMER: '1001' }],
        [$location, { pathname: '/en/profile/c/room-1', search: '', hash: '' }],
        [$outbox, [FAILED]],
      ],
      handlers: [
        [createChatUserFx, async () => ({ result: { CHAT_USER_ID: 'cu-1001', CUSTOMER: '1001', CREATED: false } })],
        [fetchChatStaffFx, async () => ({ result: [{ ID: 'st-1', NAME: 'Lilit Sargsyan', ROLE: 'Claims specialist', AVATAR: null, ONLINE: true }] })],
        [fetchChatRoomsFx, async () => ({ result: [ROOM] })],
        [fetchChatMessagesFx, async () => ({ result: [STAFF_MESSAGE], room: ROOM })],
        [sendChatMessageFx, send],
      ],
    } as never);
    const view = await renderWithApp(<ChatScreen />, { scope, lang: 'en', path: '/en/profile/c/room-1' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    const staff = within(log).getByText('Here is the checklist').closest('li');
    expect(staff?.getAttribute('data-author')).toBe('staff');
    expect(within(log).getByRole('button', { name: /Download checklist\.pdf/ })).toBeTruthy();
    expect(within(log).getByText('Lilit Sargsyan will answer shortly…')).toBeTruthy();

    const failed = within(log).getByTestId('chat-failed');
    expect(failed.textContent).toContain('Not sent: Server error');
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ ROOM_ID: 'room-1', TEXT: 'Photos tomorrow', CLIENT_ID: 'm-7', FILES: [] }));
    await waitFor(() => expect(within(log).queryByTestId('chat-failed')).toBeNull());
    const sent = within(log).getByText('Photos tomorrow').closest('li');
    expect(sent?.getAttribute('data-author')).toBe('customer');
    expect(sent?.getAttribute('data-status')).toBe('sent');
    view.unmount();
  });
});
