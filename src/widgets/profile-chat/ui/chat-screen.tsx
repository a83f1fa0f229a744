import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, FileButton, Group, Loader, Skeleton, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconDownload, IconMessageCircle, IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useGate, useUnit } from 'effector-react';
import { Fragment, useEffect, useRef, type KeyboardEvent } from 'react';
import type { ChatFile, ChatMessage, ChatRoom, ChatStaff } from '@/shared/api';
import { FILE_ACCEPT, formatFileSize, MAX_FILES_PER_LIST, useFileProblemText } from '@/shared/upload';
import { $lang, type Lang } from '@/shared/i18n';
import { AppLink, EmptyState, LoadError } from '@/shared/ui';
import { dayKey, MAX_MESSAGE_LENGTH, roomPath } from '../lib/chat';
import { dayLabel, formatTime } from '../lib/format';
import {
  $attachProblems,
  $attachmentItems,
  $canSend,
  $downloadFailed,
  $downloading,
  $draft,
  $loadFailed,
  $messages,
  $missingFiles,
  $room,
  $roomId,
  $roomOutbox,
  $rooms,
  $roomState,
  $staff,
  $startFailed,
  $startingWith,
  attachmentRemoved,
  ChatGate,
  draftChanged,
  editedAgain,
  fileClicked,
  filesChosen,
  messageSubmitted,
  reloaded,
  retried,
  roomReloaded,
  staffPicked,
  type OutgoingMessage,
} from '../model/chat';
import classes from './chat.module.css';

function ChatSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="chat-skeleton">
      <Skeleton height={24} width={200} />
      <Skeleton height={64} radius="md" />
      <Skeleton height={64} radius="md" />
    </Stack>
  );
}

function RoomList({ rooms, current }: { rooms: readonly ChatRoom[]; current: string | null }) {
  if (rooms.length === 0) {
    return (
      <Text c="gray.7" size="sm" data-testid="chat-no-rooms">
        <Trans>No conversations yet. Choose someone below to write to.</Trans>
      </Text>
    );
  }
  return (
    <ul className={classes.list} data-testid="chat-rooms">
      {rooms.map((room) => (
        <li key={room.ID}>
          <AppLink
            to={roomPath(room.ID)}
            className={classes.roomLink}
            aria-current={room.ID === current ? 'page' : undefined}
            data-testid="chat-room"
            data-room={room.ID}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm" truncate>
                {room.STAFF_NAME}
              </Text>
              {room.UNREAD > 0 ? (
                <Badge color="red.9" size="sm" data-testid="chat-unread">
                  <Plural value={room.UNREAD} one="# new" other="# new" />
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="gray.7">
              {room.STAFF_ROLE}
            </Text>
            {room.PENDING ? (
              <Text size="xs" c="brand.8" data-testid="chat-room-pending">
                <Trans>Waiting for an answer</Trans>
              </Text>
            ) : room.LAST_TEXT ? (
              <Text size="xs" c="gray.8" lineClamp={1}>
                {room.LAST_TEXT}
              </Text>
            ) : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function StaffList({ staff }: { staff: readonly ChatStaff[] }) {
  const [starting, failed, pick] = useUnit([$startingWith, $startFailed, staffPicked]);
  return (
    <ul className={classes.list} data-testid="chat-staff">
      {staff.map((person) => (
        <li key={person.ID}>
          <UnstyledButton
            className={classes.roomLink}
            w="100%"
            onClick={() => pick(person.ID)}
            disabled={starting !== null}
            aria-busy={starting === person.ID || undefined}
            data-testid="chat-staff-member"
            data-staff={person.ID}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} size="sm">
                {person.NAME}
              </Text>
              {starting === person.ID ? <Loader size="xs" aria-hidden="true" /> : null}
              {person.ONLINE ? (
                <Text size="xs" c="#1b6b32" fw={600} span data-testid="chat-online">
                  ● <Trans>Online</Trans>
                </Text>
              ) : null}
            </Group>
            <Text size="xs" c="gray.7">
              {person.ROLE}
            </Text>
          </UnstyledButton>
          {failed === person.ID ? (
            <Text size="xs" c="red.9" role="alert">
              <Trans>The conversation could not be started. Try again.</Trans>
            </Text>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Lists({ staff, rooms, current }: { staff: readonly ChatStaff[]; rooms: readonly ChatRoom[]; current: string | null }) {
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="chat-rooms-title">
        <Title order={2} size="h4" id="chat-rooms-title">
          <Trans>My conversations</Trans>
        </Title>
        <RoomList rooms={rooms} current={current} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="chat-staff-title">
        <Title order={2} size="h4" id="chat-staff-title">
          <Trans>Write to us</Trans>
        </Title>
        <Text size="sm" c="gray.7">
          <Trans>Choose who to write to: a new conversation opens, or the one you already have.</Trans>
        </Text>
        <StaffList staff={staff} />
      </Stack>
    </Stack>
  );
}

function FileLinks({ files }: { files: readonly ChatFile[] }) {
  const [downloading, failed, click] = useUnit([$downloading, $downloadFailed, fileClicked]);
  if (files.length === 0) return null;
  return (
    <ul className={classes.files}>
      {files.map((file) => {
        const name = file.NAME;
        return (
          <li key={file.ID}>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={downloading === file.ID ? <Loader size={14} aria-hidden="true" /> : <IconDownload size={14} aria-hidden="true" />}
              onClick={() => click({ id: file.ID, name: file.NAME })}
              data-testid="chat-file"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start', height: 'auto' } }}
            >
              <Trans>Download {name}</Trans>
              {file.SIZE > 0 ? ` (${formatFileSize(file.SIZE)})` : ''}
            </Button>
            {failed === file.ID ? (
              <Text size="xs" c="red.9" role="alert">
                <Trans>The file could not be downloaded. Try again.</Trans>
              </Text>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function DayHeading({ iso, lang }: { iso: string; lang: Lang }) {
  const label = dayLabel(iso, lang, new Date());
  return (
    <li className={classes.day} aria-hidden="false">
      {label.kind === 'date' ? label.text : label.kind === 'today' ? <Trans>Today</Trans> : <Trans>Yesterday</Trans>}
    </li>
  );
}

function SentMessage({ message, lang }: { message: ChatMessage; lang: Lang }) {
  const time = formatTime(message.CREATED, lang);
  return (
    <li className={classes.item} data-author={message.AUTHOR} data-testid="chat-message" data-status="sent">
      {message.AUTHOR === 'staff' && message.AUTHOR_NAME ? (
        <Text size="xs" c="gray.7" fw={600}>
          {message.AUTHOR_NAME}
        </Text>
      ) : null}
      <div className={classes.bubble}>
        {message.TEXT ? <span>{message.TEXT}</span> : null}
        <FileLinks files={message.FILES} />
      </div>
      <span className={classes.meta}>
        <time dateTime={message.CREATED}>{time}</time>
        {message.AUTHOR === 'customer' ? (
          <>
            {' · '}
            <Trans>Sent</Trans>
          </>
        ) : null}
      </span>
    </li>
  );
}

/** Files a message or the composer had before a reload: their names, to be chosen again (files cannot be stored). */
function MissingFiles({ names }: { names: readonly string[] }) {
  const list = names.join(', ');
  if (names.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid="chat-files-missing">
      <IconPaperclip size={14} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm" c="red.9">
        <Trans>Not attached — choose again: {list}</Trans>
      </Text>
    </Group>
  );
}

function OutgoingItem({ message, lang }: { message: OutgoingMessage; lang: Lang }) {
  const [retry, edit] = useUnit([retried, editedAgain]);
  const time = formatTime(message.created, lang);
  return (
    <li className={classes.item} data-author="customer" data-testid="chat-message" data-status={message.status}>
      <div className={classes.bubble}>
        {message.text ? <span>{message.text}</span> : null}
        {message.files.length > 0 ? (
          <ul className={classes.files}>
            {message.files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <Group gap={4} wrap="nowrap">
                  <IconPaperclip size={14} aria-hidden="true" />
                  <Text size="sm" span>
                    {file.name}
                  </Text>
                </Group>
              </li>
            ))}
          </ul>
        ) : null}
        <MissingFiles names={message.missingFiles ?? []} />
      </div>
      {message.status === 'sending' ? (
        <span className={classes.meta} data-testid="chat-sending">
          <time dateTime={message.created}>{time}</time> · <Trans>Sending…</Trans>
        </span>
      ) : (
        <Stack gap={4} align="flex-end" mt={4} role="alert" data-testid="chat-failed">
          <Group gap={4} wrap="nowrap">
            <IconAlertCircle size={14} color="var(--mantine-color-red-9)" aria-hidden="true" />
            <Text size="xs" c="red.9" fw={600}>
              <Trans>Not sent</Trans>
              {message.error ? `: ${message.error}` : ''}
            </Text>
          </Group>
          <Group gap="xs">
            {message.missingFiles?.length ? null : (
              <Button size="compact-sm" color="red.9" onClick={() => retry(message.clientId)}>
                <Trans>Retry</Trans>
              </Button>
            )}
            <Button size="compact-sm" variant="default" onClick={() => edit(message.clientId)}>
              <Trans>Edit</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </li>
  );
}

function MessageLog({ room }: { room: ChatRoom | null }) {
  const { t } = useLingui();
  const [messages, outbox, lang] = useUnit([$messages, $roomOutbox, $lang]);
  const log = useRef<HTMLDivElement>(null);
  const count = messages.length + outbox.length;
  // The newest message in view when one arrives (a layout concern of the component, no state).
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, room?.PENDING]);
  let previousDay = '';
  const heading = (iso: string) => {
    const key = dayKey(iso);
    if (key === previousDay) return null;
    previousDay = key;
    return <DayHeading iso={iso} lang={lang} />;
  };
  const staffName = room?.STAFF_NAME ?? '';
  return (
    <div ref={log} className={classes.log} role="log" aria-live="polite" aria-label={t`Messages`} tabIndex={0} data-testid="chat-log">
      <ol className={classes.logList}>
        {count === 0 ? (
          <li className={classes.day} data-testid="chat-empty-room">
            <Trans>No messages yet. Write the first one below.</Trans>
          </li>
        ) : null}
        {messages.map((message) => (
          <Fragment key={message.ID}>
            {heading(message.CREATED)}
            <SentMessage message={message} lang={lang} />
          </Fragment>
        ))}
        {outbox.map((message) => (
          <Fragment key={message.clientId}>
            {heading(message.created)}
            <OutgoingItem message={message} lang={lang} />
          </Fragment>
        ))}
        {room?.PENDING ? (
          <li className={classes.item} data-author="staff" data-testid="chat-staff-pending">
            <Text size="xs" c="gray.7" fs="italic">
              <Trans>{staffName} will answer shortly…</Trans>
            </Text>
          </li>
        ) : null}
      </ol>
    </div>
  );
}

function Composer() {
  const { t } = useLingui();
  const fileProblemText = useFileProblemText();
  const [draft, files, missing, problems, canSend] = useUnit([$draft, $attachmentItems, $missingFiles, $attachProblems, $canSend]);
  const [change, choose, remove, submit] = useUnit([draftChanged, filesChosen, attachmentRemoved, messageSubmitted]);
  const tooLong = draft.trim().length > MAX_MESSAGE_LENGTH;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const max = MAX_MESSAGE_LENGTH;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="chat-composer"
    >
      <Stack gap="xs">
        <Textarea
          label={t`Your message`}
          value={draft}
          onChange={(event) => change(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={2}
          maxRows={6}
          error={tooLong ? plural(max, { one: 'A message can be at most # character', other: 'A message can be at most # characters' }) : undefined}
          description={t`Enter sends, Shift+Enter starts a new line`}
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        />
        {files.length > 0 ? (
          <ul className={classes.files} aria-label={t`Attached files`} data-testid="chat-attachments">
            {files.map((file) => {
              const name = file.name;
              return (
                <li key={file.key} data-status={file.status}>
                  <Group gap="xs" wrap="nowrap">
                    {file.status === 'preparing' ? <Loader size={14} aria-hidden="true" /> : <IconPaperclip size={16} aria-hidden="true" />}
                    <Text size="sm" truncate>
                      {file.name} {file.size === null ? null : `(${formatFileSize(file.size)})`}
                    </Text>
                    {file.status === 'preparing' ? (
                      <Text size="xs" c="gray.7">
                        {file.photo ? <Trans>Preparing photo…</Trans> : <Trans>Preparing…</Trans>}
                      </Text>
                    ) : null}
                    <UnstyledButton onClick={() => remove(file.key)} aria-label={t`Remove ${name}`} p={4}>
                      <IconX size={16} aria-hidden="true" />
                    </UnstyledButton>
                  </Group>
                </li>
              );
            })}
          </ul>
        ) : null}
        <MissingFiles names={missing} />
        {problems.length > 0 ? (
          <Stack gap={2} role="alert" data-testid="chat-file-problems">
            {problems.map((problem, index) => (
              <Text key={index} size="sm" c="red.9">
                {fileProblemText(problem)}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Group justify="space-between" gap="xs">
          <FileButton onChange={(chosen) => choose(chosen)} accept={FILE_ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPaperclip size={16} aria-hidden="true" />} data-testid="chat-attach">
                <Trans>Attach files</Trans>
              </Button>
            )}
          </FileButton>
          <Button type="submit" disabled={!canSend} leftSection={<IconSend size={16} aria-hidden="true" />}>
            <Trans>Send</Trans>
          </Button>
        </Group>
        <Text size="xs" c="gray.7">
          <Plural
            value={MAX_FILES_PER_LIST}
            one="Photos (JPG, PNG, HEIC) are made smaller before sending; PDF up to 3 MB. At most # file per message."
            other="Photos (JPG, PNG, HEIC) are made smaller before sending; PDF up to 3 MB. At most # files per message."
          />
        </Text>
      </Stack>
    </form>
  );
}

function Conversation() {
  const [room, state, reload] = useUnit([$room, $roomState, roomReloaded]);
  const back = (
    <AppLink to={roomPath(null)} className={classes.back}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        <Trans>All conversations</Trans>
      </Group>
    </AppLink>
  );
  if (state === 'missing') {
    return (
      <Stack gap="sm" align="flex-start" data-testid="chat-room-not-found">
        <Title order={2} size="h3">
          <Trans>Conversation not found</Trans>
        </Title>
        <Text c="gray.7">
          <Trans>This conversation does not exist or is not yours. Choose one from your conversations.</Trans>
        </Text>
        <AppLink to={roomPath(null)}>
          <Trans>All conversations</Trans>
        </AppLink>
      </Stack>
    );
  }
  if (state === 'failed') return <LoadError compact onRetry={reload} />;
  if (state === 'loading' || !room) return <ChatSkeleton />;
  return (
    <Stack gap="sm" data-testid="chat-conversation" data-room={room.ID}>
      {back}
      <div>
        <Title order={2} size="h3">
          {room.STAFF_NAME}
        </Title>
        <Text size="sm" c="gray.7">
          {room.STAFF_ROLE}
        </Text>
      </div>
      <MessageLog room={room} />
      <Composer />
    </Stack>
  );
}

/** The chat screen of the profile (`/profile/c/{chatId?}`). */
export function ChatScreen() {
  useGate(ChatGate);
  const [staff, rooms, failed, reload, roomId] = useUnit([$staff, $rooms, $loadFailed, reloaded, $roomId]);
  if (failed) return <LoadError compact onRetry={reload} />;
  if (!staff || !rooms) return <ChatSkeleton />;
  return (
    <div className={classes.layout} data-room-open={roomId ? true : undefined} data-testid="profile-chat">
      <div className={classes.side}>
        <Lists staff={staff} rooms={rooms} current={roomId} />
      </div>
      <div className={classes.main}>
        {roomId ? (
          <Conversation />
        ) : (
          <EmptyState title={<Trans>Choose a conversation</Trans>} icon={<IconMessageCircle size={28} />}>
            <Trans>Pick one of your conversations, or choose a member of staff to write to. They usually answer within minutes during working hours.</Trans>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
