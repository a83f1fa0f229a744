import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import { CALLBACK_TIMES, CALLBACK_TOPICS, ORDER_PRODUCTS, REQUEST_LIMITS, type CallbackTime, type CallbackTopic, type OrderProduct } from '@/shared/api';
import { nextPhoneText, PHONE_PREFIX } from '@/shared/form-engine';
import type { RequestFieldError, RequestForm } from '../model/request-form';
import { attachmentList, callbackForm, contractOrderForm, writtenRequestForm } from '../model/requests';
import { UploadListField } from '@/shared/upload';
import { FailureNotice } from '@/shared/ui';
import classes from './form.module.css';
import './styles';

/** One request form's state and events for its component; `set(field)` gives the field's change handler. */
function useRequestForm<V extends object>(
  form: Pick<RequestForm<V>, '$values' | '$errors' | '$pending' | '$received' | '$failure' | 'fieldChanged' | 'submitted' | 'restarted'>,
) {
  const [values, errors, pending, received, failure] = useUnit([form.$values, form.$errors, form.$pending, form.$received, form.$failure]);
  const [change, submit, restart] = useUnit([form.fieldChanged, form.submitted, form.restarted]);
  const set =
    <F extends keyof V & string>(field: F) =>
    (value: V[F]) =>
      change({ field, value });
  return { values, errors, pending, received, failure, set, submit, restart };
}

type ErrorKind = 'phone' | 'email' | 'choice' | 'text' | 'subject' | 'message' | 'file';

function useErrorText() {
  const { t } = useLingui();
  return (kind: ErrorKind, error: RequestFieldError | undefined): string | undefined => {
    if (!error) return undefined;
    switch (error.type) {
      case 'server':
        return error.message;
      case 'required':
        return kind === 'choice' ? t`Choose one of the list` : t`This field is required`;
      case 'invalid':
        return kind === 'phone' ? t`Enter an Armenian number: XX-XXX-XXX` : t`Enter a valid e-mail address`;
      case 'too-long': {
        const max = kind === 'subject' ? REQUEST_LIMITS.subject : kind === 'message' ? REQUEST_LIMITS.text : REQUEST_LIMITS.comment;
        return plural(max, { one: 'Too long: at most # character', other: 'Too long: at most # characters' });
      }
      case 'too-short': {
        const min = REQUEST_LIMITS.textMin;
        return plural(min, { one: 'Too short: at least # character', other: 'Too short: at least # characters' });
      }
      case 'file-type':
        return t`Attach a jpg, jpeg, png or pdf file`;
      case 'file-size':
        return t`The file is larger than 3 MB`;
    }
  };
}

function useTopicLabels(): Record<CallbackTopic, string> {
  const { t } = useLingui();
  return {
    purchase: t`Buying insurance`,
    contract: t`One of my contracts`,
    claim: t`A claim or compensation`,
    medical: t`Medical insurance: a doctor's appointment`,
    other: t`Something else`,
  };
}

function useTimeLabels(): Record<CallbackTime, string> {
  const { t } = useLingui();
  return {
    asap: t`As soon as possible`,
    morning: t`Morning, 09:00–12:00`,
    afternoon: t`Afternoon, 12:00–15:00`,
    evening: t`Late afternoon, 15:00–18:00`,
  };
}

export function useProductLabels(): Record<OrderProduct, string> {
  const { t } = useLingui();
  return {
    corporateHealth: t`Corporate health insurance`,
    businessProperty: t`Business property insurance`,
    cargo: t`Cargo insurance`,
    liability: t`Professional liability insurance`,
    accident: t`Accident insurance`,
    agriculture: t`Agricultural insurance`,
  };
}

/** The request was received: its number, what happens next, and a way to send another. */
function Received({ number, children, again, testId }: { number: string; children: ReactNode; again: ReactNode; testId: string }) {
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={22} aria-hidden="true" />}
      title={<Trans>Request {number} received</Trans>}
      role="status"
      data-testid={testId}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{children}</Text>
        {again}
      </Stack>
    </Alert>
  );
}

function PhoneField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Phone`}
      name="PHONE"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="XX-XXX-XXX"
      leftSection={
        <Text size="sm" c="gray.9">
          {PHONE_PREFIX}
        </Text>
      }
      leftSectionWidth={52}
      value={value}
      onChange={(event) => onChange(nextPhoneText(value, event.currentTarget.value))}
      error={error}
      required
    />
  );
}

function CommentField({ value, error, onChange, label }: { value: string; error?: string; onChange: (value: string) => void; label: string }) {
  return <Textarea label={label} name="COMMENT" value={value} onChange={(event) => onChange(event.currentTarget.value)} error={error} autosize minRows={2} maxRows={6} maxLength={REQUEST_LIMITS.comment} />;
}

const submitWith = (submit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  submit();
};

export function CallbackForm() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const topics = useTopicLabels();
  const times = useTimeLabels();
  const { values, errors, pending, received, failure, set, submit, restart } = useRequestForm(callbackForm);

  if (received) {
    const phone = `${PHONE_PREFIX} ${values.PHONE}`;
    const when = times[values.TIME as CallbackTime] ?? '';
    return (
      <Received
        number={received.result.NUMBER}
        testId="callback-received"
        again={
          <Button variant="light" size="sm" onClick={restart}>
            <Trans>Request another callback</Trans>
          </Button>
        }
      >
        <Trans>
          We will call you at {phone}: {when}.
        </Trans>
      </Received>
    );
  }
  return (
    <form onSubmit={submitWith(submit)} className={classes.form} noValidate aria-busy={pending} data-testid="callback-form">
      <Stack gap="sm">
        <PhoneField value={values.PHONE} error={errorText('phone', errors.PHONE)} onChange={set('PHONE')} />
        <NativeSelect
          label={t`Topic`}
          name="TOPIC"
          value={values.TOPIC}
          onChange={(event) => set('TOPIC')(event.currentTarget.value)}
          data={[{ value: '', label: t`Choose a topic` }, ...CALLBACK_TOPICS.map((topic) => ({ value: topic, label: topics[topic] }))]}
          error={errorText('choice', errors.TOPIC)}
          required
        />
        <NativeSelect
          label={t`When to call`}
          name="TIME"
          value={values.TIME}
          onChange={(event) => set('TIME')(event.currentTarget.value)}
          data={CALLBACK_TIMES.map((time) => ({ value: time, label: times[time] }))}
          error={errorText('choice', errors.TIME)}
          required
        />
        <CommentField label={t`Comment (optional)`} value={values.COMMENT} error={errorText('text', errors.COMMENT)} onChange={set('COMMENT')} />
        <Group>
          <Button type="submit" loading={pending}>
            <Trans>Call me back</Trans>
          </Button>
        </Group>
        <FailureNotice reason={failure} />
      </Stack>
    </form>
  );
}

export function ContractOrderForm() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const products = useProductLabels();
  const { values, errors, pending, received, failure, set, submit, restart } = useRequestForm(contractOrderForm);

  if (received) {
    const product = products[values.PRODUCT as OrderProduct] ?? '';
    return (
      <Received
        number={received.result.NUMBER}
        testId="order-received"
        again={
          <Button variant="light" size="sm" onClick={restart}>
            <Trans>Order other insurance</Trans>
          </Button>
        }
      >
        <Trans>{product}: a specialist will contact you within 1 working day with an offer.</Trans>
      </Received>
    );
  }
  return (
    <form onSubmit={submitWith(submit)} className={classes.form} noValidate aria-busy={pending} data-testid="order-form">
      <Stack gap="sm">
        <NativeSelect
          label={t`Insurance`}
          name="PRODUCT"
          value={values.PRODUCT}
          onChange={(event) => set('PRODUCT')(event.currentTarget.value)}
          data={[{ value: '', label: t`Choose insurance` }, ...ORDER_PRODUCTS.map((product) => ({ value: product, label: products[product] }))]}
          error={errorText('choice', errors.PRODUCT)}
          required
        />
        <PhoneField value={values.PHONE} error={errorText('phone', errors.PHONE)} onChange={set('PHONE')} />
        <TextInput
          label={t`E-mail (optional)`}
          name="EMAIL"
          type="email"
          autoComplete="email"
          value={values.EMAIL}
          onChange={(event) => set('EMAIL')(event.currentTarget.value)}
          error={errorText('email', errors.EMAIL)}
        />
        <CommentField label={t`What should we insure? (optional)`} value={values.COMMENT} error={errorText('text', errors.COMMENT)} onChange={set('COMMENT')} />
        <Group>
          <Button type="submit" loading={pending}>
            <Trans>Order</Trans>
          </Button>
        </Group>
        <FailureNotice reason={failure} />
      </Stack>
    </form>
  );
}

export function WrittenRequestForm() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { values, errors, pending, received, failure, set, submit, restart } = useRequestForm(writtenRequestForm);

  if (received) {
    return (
      <Received
        number={received.result.NUMBER}
        testId="request-received"
        again={
          <Button variant="light" size="sm" onClick={restart}>
            <Trans>Write another message</Trans>
          </Button>
        }
      >
        <Trans>We answer by e-mail within 3 working days. A copy of your request is in your mailbox.</Trans>
      </Received>
    );
  }
  return (
    <form onSubmit={submitWith(submit)} className={classes.form} noValidate aria-busy={pending} data-testid="request-form">
      <Stack gap="sm">
        <TextInput
          label={t`Subject`}
          name="SUBJECT"
          value={values.SUBJECT}
          maxLength={REQUEST_LIMITS.subject}
          onChange={(event) => set('SUBJECT')(event.currentTarget.value)}
          error={errorText('subject', errors.SUBJECT)}
          required
        />
        <Textarea
          label={t`Message`}
          name="TEXT"
          value={values.TEXT}
          onChange={(event) => set('TEXT')(event.currentTarget.value)}
          error={errorText('message', errors.TEXT)}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={REQUEST_LIMITS.text}
          required
        />
        <UploadListField
          list={attachmentList}
          slot="FILE"
          id="request-attachment"
          label={t`Attachment (optional)`}
          description={t`One photo or pdf file; photos are made smaller before sending, a pdf may be up to 3 MB`}
          error={errorText('file', errors.FILE)}
          multiple={false}
          maxFiles={1}
        />
        <Group>
          <Button type="submit" loading={pending}>
            <Trans>Send</Trans>
          </Button>
        </Group>
        <FailureNotice reason={failure} />
      </Stack>
    </form>
  );
}
