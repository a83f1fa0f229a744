import './styles';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, Paper, Progress, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { formatFileSize, PHONE_PREFIX } from '@/shared/form-engine';
import { formatDate } from '@/shared/i18n';
import {
  $audience,
  $errors,
  $object,
  $search,
  $searchErrors,
  $searchFailure,
  $sent,
  $step,
  $submitFailure,
  $uploadProgress,
  $values,
  $visibleLists,
  applicationSubmitted,
  compensationClosed,
  consentChanged,
  fieldChanged,
  searchFieldChanged,
  searchFx,
  searchReopened,
  searchSubmitted,
  sentNoticeClosed,
  submitFx,
  CompensationGate,
} from '../model/compensation';
import { hasProceedingsFlag, visibleFields, type TextField } from '@/shared/claims';
import { FileListField } from './file-list-field';
import { FIELD_LABELS, useProblemText } from './texts';

/** Help text under a field: darker than Mantine's "dimmed", which is below WCAG AA on white (as the form engine's). */
export const DESCRIPTION_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } };

function Failure({ messages }: { messages: string[] | null }) {
  if (!messages) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {messages.length > 0 ? messages.map((message) => <Text key={message}>{message}</Text>) : <Trans>Something went wrong. Please try again.</Trans>}
    </Alert>
  );
}

/** The person search (§4): the car that caused the accident and the day; found → the application opens. */
function SearchModal() {
  const { t, i18n } = useLingui();
  const [step, search, errors, failure, pending] = useUnit([$step, $search, $searchErrors, $searchFailure, searchFx.pending]);
  const [change, submit, close] = useUnit([searchFieldChanged, searchSubmitted, compensationClosed]);
  const problemText = useProblemText();
  return (
    <Modal opened={step === 'search'} onClose={close} title={t`Application for compensation`} size="lg" centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>First find the compulsory motor insurance (CMTPL) contract of the car that caused the accident.</Trans>
          </Text>
          <TextInput
            id="compensation-PLATE"
            label={i18n._(FIELD_LABELS.PLATE)}
            required
            autoComplete="off"
            placeholder="35OO123"
            value={search.PLATE}
            error={problemText(errors.PLATE, 'PLATE')}
            onChange={(event) => change({ name: 'PLATE', value: event.currentTarget.value })}
          />
          <TextInput
            id="compensation-EVENT_DATE"
            label={i18n._(FIELD_LABELS.EVENT_DATE)}
            required
            inputMode="numeric"
            placeholder={t`DD/MM/YYYY`}
            value={search.EVENT_DATE}
            error={problemText(errors.EVENT_DATE, 'EVENT_DATE')}
            onChange={(event) => change({ name: 'EVENT_DATE', value: event.currentTarget.value })}
          />
          <Failure messages={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close()}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={pending}>
              <Trans>Find the contract</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Choice({ field, options }: { field: TextField; options: { value: string; label: string }[] }) {
  const { i18n } = useLingui();
  const [values, errors] = useUnit([$values, $errors]);
  const change = useUnit(fieldChanged);
  const problemText = useProblemText();
  return (
    <Radio.Group
      id={`compensation-${field}`}
      label={i18n._(FIELD_LABELS[field])}
      required
      value={values[field]}
      error={problemText(errors[field], field)}
      onChange={(value) => change({ name: field, value })}
    >
      <Group gap="lg" mt={6}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} data-field={field} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function Text_({ field, long, hint, prefix }: { field: TextField; long?: boolean; hint?: ReactNode; prefix?: string }) {
  const { i18n } = useLingui();
  const [values, errors] = useUnit([$values, $errors]);
  const change = useUnit(fieldChanged);
  const problemText = useProblemText();
  const common = {
    id: `compensation-${field}`,
    label: i18n._(FIELD_LABELS[field]),
    required: field !== 'DESCRIPTION',
    value: values[field],
    description: hint,
    error: problemText(errors[field], field),
    onChange: (event: { currentTarget: { value: string } }) => change({ name: field, value: event.currentTarget.value }),
    styles: DESCRIPTION_STYLES,
  };
  return long ? (
    <Textarea {...common} autosize minRows={2} maxLength={1000} />
  ) : (
    <TextInput
      {...common}
      leftSection={
        prefix ? (
          <Text size="sm" c="gray.8">
            {prefix}
          </Text>
        ) : undefined
      }
      leftSectionWidth={prefix ? 52 : undefined}
    />
  );
}

/** The application (§3, §4, §5, §9). */
function ApplicationModal() {
  const { t, i18n } = useLingui();
  const [step, object, search, values, errors, lists, progress, failure, pending] = useUnit([
    $step,
    $object,
    $search,
    $values,
    $errors,
    $visibleLists,
    $uploadProgress,
    $submitFailure,
    submitFx.pending,
  ]);
  const [close, back, submit, consent] = useUnit([compensationClosed, searchReopened, applicationSubmitted, consentChanged]);
  const problemText = useProblemText();
  const shown = new Set(visibleFields(values));
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  const done = formatFileSize(progress.done);
  const total = formatFileSize(progress.total);
  const uploaded = progress.uploaded;
  const files = progress.count;
  const consentError = problemText(errors.CONSENT, 'CONSENT');
  return (
    // A tap beside the form (easy on a phone) does not close it: closing discards what was typed and attached. Escape
    // and the close button still do.
    <Modal
      opened={step === 'form'}
      onClose={close}
      closeOnClickOutside={false}
      title={t`Application for compensation`}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(0);
        }}
      >
        <Stack gap="md">
          {object ? (
            <Paper withBorder radius="md" p="sm" bg="gray.0">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Text size="sm" fw={700}>
                    {object.PLATE} · {object.MAKE} {object.MODEL}
                  </Text>
                  <Text size="sm" c="gray.7">
                    <Trans>
                      CMTPL contract {object.CONTRACT_NUMBER}, {formatDate(object.FROMDATE)} – {formatDate(object.TODATE)}
                    </Trans>
                  </Text>
                  {search.EVENT_DATE ? (
                    <Text size="sm" c="gray.7" data-testid="compensation-accident-day">
                      <Trans>Day of the accident: {search.EVENT_DATE}</Trans>
                    </Text>
                  ) : null}
                </Stack>
                <Button variant="subtle" size="compact-sm" onClick={() => back()}>
                  <Trans>Another car or day</Trans>
                </Button>
              </Group>
            </Paper>
          ) : null}
          <Choice
            field="PERSON_TYPE"
            options={[
              { value: '3', label: t`A person` },
              { value: '2', label: t`A company` },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {shown.has('FIRST_NAME') ? <Text_ field="FIRST_NAME" /> : null}
            {shown.has('LAST_NAME') ? <Text_ field="LAST_NAME" /> : null}
            {shown.has('PASSPORT') ? <Text_ field="PASSPORT" /> : null}
            {shown.has('COMPANY_NAME') ? <Text_ field="COMPANY_NAME" /> : null}
            {shown.has('TPIN') ? <Text_ field="TPIN" /> : null}
            <Text_ field="PHONE" prefix={PHONE_PREFIX} />
          </SimpleGrid>
          <Choice
            field="applicant_is_owner"
            options={[
              { value: '1', label: t`Yes` },
              { value: '2', label: t`No, someone else` },
            ]}
          />
          {shown.has('OWNER_NAME') ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Text_ field="OWNER_NAME" />
              <Text_ field="OWNER_DOCUMENT" />
            </SimpleGrid>
          ) : null}
          <Choice
            field="ACCIDENT_PROCEEDINGS"
            options={[
              { value: '1', label: t`Between the drivers` },
              { value: '2', label: t`By the road police` },
              { value: '3', label: t`Proceedings were opened` },
            ]}
          />
          {hasProceedingsFlag(values) ? (
            <Alert color="yellow" variant="light">
              <Trans>Proceedings were opened: attach the decision of the police or the court below.</Trans>
            </Alert>
          ) : null}
          <Choice
            field="is_agreement"
            options={[
              { value: '1', label: t`Yes` },
              { value: '0', label: t`No` },
            ]}
          />
          <Text_ field="DESCRIPTION" long />
          {lists.map((list) => (
            <FileListField key={list} list={list} />
          ))}
          {progress.count > 0 ? (
            <Stack gap={4}>
              <Progress value={percent} aria-label={t`Upload progress`} color={progress.active ? 'brand' : 'green'} animated={progress.active} />
              <Text size="xs" c="gray.7" role="status">
                <Plural value={files} one={`Uploaded ${uploaded} of # file (${done} of ${total})`} other={`Uploaded ${uploaded} of # files (${done} of ${total})`} />
              </Text>
            </Stack>
          ) : null}
          <Text_ field="BANK_ACCOUNT" hint={t`16 digits, e.g. 2470 0123 4567 8901`} />
          <Checkbox
            id="compensation-CONSENT"
            label={i18n._(FIELD_LABELS.CONSENT)}
            checked={values.CONSENT}
            error={consentError}
            onChange={(event) => consent(event.currentTarget.checked)}
          />
          <Failure messages={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => submit(1)} loading={pending}>
              <Trans>View</Trans>
            </Button>
            <Button type="submit" loading={pending}>
              <Trans>Send</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** After "Send": the application's number. */
function SentNotice() {
  const [sent, audience, close] = useUnit([$sent, $audience, sentNoticeClosed]);
  if (!sent) return null;
  const number = sent.CLAIM_NUMBER ?? '';
  // A visitor's request (the public page) has no account to follow it in: only the phone they gave.
  return (
    <Alert color="green" variant="light" withCloseButton onClose={() => close()} role="status" title={<Trans>Your application has been sent</Trans>}>
      {!number ? (
        <Trans>We will contact you soon.</Trans>
      ) : audience === 'public' ? (
        <Trans>Its number is {number}: keep it for your calls with us. We will call you at the phone number you gave to tell you how it goes.</Trans>
      ) : (
        <Trans>Its number is {number}. We will tell you by phone and in your account how it goes.</Trans>
      )}
    </Alert>
  );
}

/** The compensation modals (search, then application) and the confirmation after sending. */
export function CompensationModals() {
  // Mounted: the draft of whoever is signed in comes back (a reload, a 401 and signing in again).
  useGate(CompensationGate);
  return (
    <>
      <SentNotice />
      <SearchModal />
      <ApplicationModal />
    </>
  );
}
