import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  binKnown,
  cardTypeOf,
  commissionFor,
  digitsOf,
  displayMask,
  groupPan,
  isForeignCard,
  TEST_CARDS,
  type CardOutcome,
  type CardType,
} from '../domains/bank/cards';
import { callBank, type NextStep, type OrderSummary } from './api';
import { BANK_LANGS, formatAmount, HTML_LANG, LANG_NAMES, t, toBankLang, type BankLang, type BankTextKey } from './texts';
import styles from './bank.module.css';

/**
 * ArmPay Bank's hosted card page (docs/purchase-api.md "The bank's hosted page"), mounted by mocks/bank/mount.tsx
 * for /sim-bank/pay?order=…&lang=… in simulator builds. Plain React: it stands for another company's site, so it
 * shares nothing with the insurer's UI (no Mantine, no Lingui, no router).
 */

type CardField = 'pan' | 'expiry' | 'cvv' | 'holder';
type Field = CardField | 'code';
type Errors = Partial<Record<Field, string>>;

type Load = { state: 'loading' } | { state: 'not-found' } | { state: 'failed' } | { state: 'ready'; order: OrderSummary };
type Step = 'card' | '3ds' | 'redirecting';

export interface BankAppProps {
  /** The page's query (`?order=…&lang=…`). */
  search: string;
  /** Leaves for the merchant's return address (tests pass a spy; the page uses location.assign). */
  navigate?: (url: string) => void;
}

const FIELD_ORDER: readonly Field[] = ['pan', 'expiry', 'cvv', 'holder', 'code'];

const CARD_LABELS: Record<CardType, string> = { visa: 'VISA', mastercard: 'Mastercard', arca: 'ArCa' };

const OUTCOME_TEXT: Record<CardOutcome, BankTextKey> = {
  approved: 'outcomeApproved',
  'do-not-honour': 'outcomeDoNotHonour',
  'insufficient-funds': 'outcomeInsufficient',
  'three-ds': 'outcomeThreeDs',
  processing: 'outcomeProcessing',
};

/** MM/YY as typed: a slash after the month (not when the customer is deleting it), a lone 2–9 is that month. */
function formatExpiry(raw: string, previous: string): string {
  let digits = digitsOf(raw).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const deleting = raw.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function BankApp({ search, navigate = (url) => window.location.assign(url) }: BankAppProps) {
  const query = new URLSearchParams(search);
  const orderId = query.get('order') ?? '';
  const [lang, setLang] = useState<BankLang>(() => toBankLang(query.get('lang')));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [step, setStep] = useState<Step>('card');
  const [values, setValues] = useState({ pan: '', expiry: '', cvv: '', holder: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** Bumped by every answer with errors: focus then moves to the first field in error (also when unchanged). */
  const [errorRound, setErrorRound] = useState(0);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const panCaret = useRef<number | null>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);

  /** Counts order reads: only the latest one's answer is shown (a quick language switch sends two). */
  const orderRead = useRef(0);

  const fetchOrder = useCallback(async () => {
    const read = ++orderRead.current;
    const answer = await callBank<OrderSummary>('/sim-bank/order', { order: orderId }, lang);
    if (read !== orderRead.current) return;
    if (answer.kind === 'ok') {
      setLoad({ state: 'ready', order: answer.body });
      if (answer.body.status === 'awaiting-3ds') setStep('3ds');
    } else setLoad({ state: answer.kind === 'not-found' ? 'not-found' : 'failed' });
  }, [orderId, lang]);

  // The description comes localized from the bank: read the order again when the language changes.
  useEffect(() => {
    void fetchOrder();
  }, [fetchOrder]);

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    document.title = t(lang, 'documentTitle');
  }, [lang]);

  useEffect(() => {
    if (errorRound === 0) return;
    const first = FIELD_ORDER.find((field) => errors[field] && refs.current[field]);
    if (first) refs.current[first]?.focus();
    else formErrorRef.current?.focus();
    // Only a new answer moves focus, not typing that clears an error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorRound]);

  useEffect(() => {
    if (step === '3ds') refs.current.code?.focus();
  }, [step]);

  // Keeps the caret after the same digit when the grouping spaces move under it.
  useLayoutEffect(() => {
    const input = refs.current.pan;
    if (!input || panCaret.current === null) return;
    let digitsSeen = 0;
    let position = 0;
    while (position < values.pan.length && digitsSeen < panCaret.current) {
      if (/\d/.test(values.pan[position] ?? '')) digitsSeen += 1;
      position += 1;
    }
    input.setSelectionRange(position, position);
    panCaret.current = null;
  }, [values.pan]);

  const switchLanguage = (next: BankLang) => {
    setLang(next);
    const url = new URL(window.location.href);
    url.searchParams.set('lang', next);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  };

  const setField = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onPan = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    panCaret.current = digitsOf(value.slice(0, selectionStart ?? value.length)).length;
    setField('pan', groupPan(digitsOf(value).slice(0, 19)));
  };

  /** An answer of the bank: leave, go to 3-D Secure, or show what is wrong. */
  const handle = async (path: string, body: Record<string, string>) => {
    // One payment at a time: Enter pressed again while the bank is answering is ignored.
    if (sending) return;
    setSending(true);
    setFormError(null);
    const answer = await callBank<NextStep>(path, { order: orderId, ...body }, lang);
    if (answer.kind === 'ok' && answer.body.next === 'return') {
      setStep('redirecting');
      navigate(answer.body.returnUrl);
      return;
    }
    setSending(false);
    if (answer.kind === 'ok') {
      setErrors({});
      setStep('3ds');
    } else if (answer.kind === 'fields') {
      setErrors(answer.warnings);
      setErrorRound((round) => round + 1);
    } else if (answer.kind === 'not-found') {
      setLoad({ state: 'not-found' });
    } else {
      setErrors({});
      setFormError(answer.kind === 'warning' ? answer.message : t(lang, 'bankError'));
      setErrorRound((round) => round + 1);
    }
  };

  const header = (
    <header className={styles.bar}>
      <div className={styles.brand}>
        <LogoMark />
        <span className={styles.bankName}>{t(lang, 'bankName')}</span>
        <span className={styles.tagline}>· {t(lang, 'securePayment')}</span>
      </div>
      <div className={styles.langs} role="group" aria-label={t(lang, 'language')}>
        {BANK_LANGS.map((item) => (
          <button key={item} type="button" lang={HTML_LANG[item]} className={styles.langButton} aria-pressed={item === lang} onClick={() => switchLanguage(item)}>
            {LANG_NAMES[item]}
          </button>
        ))}
      </div>
    </header>
  );

  let content: ReactNode;
  if (load.state === 'loading') {
    content = (
      <p className={styles.status} role="status">
        <span className={styles.spinner} aria-hidden="true" /> {t(lang, 'loading')}
      </p>
    );
  } else if (load.state === 'not-found') {
    content = (
      <>
        <h1 className={styles.title}>{t(lang, 'notFoundTitle')}</h1>
        <p>{t(lang, 'notFoundText')}</p>
      </>
    );
  } else if (load.state === 'failed') {
    content = (
      <>
        <h1 className={styles.title}>{t(lang, 'heading')}</h1>
        <p role="alert">{t(lang, 'bankError')}</p>
        <button type="button" className={styles.primary} onClick={() => void fetchOrder()}>
          {t(lang, 'retry')}
        </button>
      </>
    );
  } else {
    const { order } = load;
    const panDigits = digitsOf(values.pan);
    const cardNumber = order.savedCard?.maskedPan ?? panDigits;
    // A finished order shows what was charged; an open one what the number typed so far would cost.
    const commission = order.result ? order.commission : binKnown(cardNumber) ? commissionFor(order.amount, cardNumber) : 0;
    const total = order.amount + commission;
    const typedType = panDigits.length >= 1 ? cardTypeOf(panDigits) : null;

    const summary = (
      <section className={styles.summary} aria-labelledby="bank-summary">
        <h2 id="bank-summary" className={styles.visuallyHidden}>
          {t(lang, 'summary')}
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>{t(lang, 'merchant')}</dt>
            <dd>{order.merchant}</dd>
          </div>
          <div>
            <dt>{t(lang, 'purpose')}</dt>
            <dd>{order.description}</dd>
          </div>
          <div>
            <dt>{t(lang, 'amount')}</dt>
            <dd className={styles.amount}>{formatAmount(order.amount, lang)}</dd>
          </div>
        </dl>
        <div aria-live="polite">
          {commission > 0 && (
            <p className={styles.commission} data-testid="bank-commission">
              <strong>
                {t(lang, 'commission', { percent: order.commissionPercent, commission: formatAmount(commission, lang), total: formatAmount(total, lang) })}
              </strong>
              <br />
              <span>{t(lang, 'commissionWhy')}</span>
            </p>
          )}
        </div>
      </section>
    );

    if (order.result) {
      const titleKey: BankTextKey = order.status === 'approved' ? 'finishedApproved' : order.status === 'processing' ? 'finishedProcessing' : 'finishedDeclined';
      content = (
        <>
          <h1 className={styles.title}>{t(lang, titleKey)}</h1>
          {summary}
          <div className={order.status === 'declined' ? styles.outcomeBad : styles.outcomeGood}>
            {order.result.description && <p>{order.result.description}</p>}
            {order.result.responseCode && <p>{t(lang, 'responseCode', { code: order.result.responseCode })}</p>}
          </div>
          <a className={styles.primaryLink} href={order.result.returnUrl}>
            {t(lang, 'returnToMerchant')}
          </a>
        </>
      );
    } else if (step === 'redirecting') {
      content = (
        <>
          <h1 className={styles.title}>{t(lang, 'heading')}</h1>
          <p className={styles.status} role="status">
            <span className={styles.spinner} aria-hidden="true" /> {t(lang, 'redirecting')}
          </p>
        </>
      );
    } else {
      const cancelButton = (
        <button type="button" className={styles.secondary} disabled={sending} onClick={() => void handle('/sim-bank/cancel', {})}>
          {t(lang, 'cancel')}
        </button>
      );
      const sendingLabel = (
        <>
          <span className={styles.spinner} aria-hidden="true" /> {t(lang, 'sending')}
        </>
      );
      const formErrorLine = formError && (
        <p ref={formErrorRef} tabIndex={-1} className={styles.formError} role="alert">
          {formError}
        </p>
      );

      content =
        step === '3ds' ? (
          <>
            <h1 className={styles.title}>{t(lang, 'threeDsTitle')}</h1>
            {summary}
            <form
              className={styles.form}
              noValidate
              aria-busy={sending}
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                void handle('/sim-bank/3ds', { code: values.code });
              }}
            >
              <p>{t(lang, 'threeDsText')}</p>
              {formErrorLine}
              <TextField
                id="code"
                label={t(lang, 'code')}
                hint={t(lang, 'codeHint')}
                error={errors.code}
                inputRef={(element) => (refs.current.code = element)}
                value={values.code}
                onChange={(event) => setField('code', digitsOf(event.target.value).slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className={styles.codeInput}
              />
              <div className={styles.actions}>
                <button type="submit" className={styles.primary} disabled={sending}>
                  {sending ? sendingLabel : t(lang, 'confirm')}
                </button>
                {cancelButton}
              </div>
            </form>
          </>
        ) : (
          <>
            <h1 className={styles.title}>{t(lang, 'heading')}</h1>
            {summary}
            <form
              className={styles.form}
              noValidate
              aria-busy={sending}
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                void handle(
                  '/sim-bank/pay',
                  order.savedCard ? { cvv: values.cvv } : { pan: panDigits, expiry: values.expiry, cvv: values.cvv, holder: values.holder.trim() },
                );
              }}
            >
              {formErrorLine}
              {order.savedCard ? (
                <div className={styles.savedCard}>
                  <p className={styles.savedCardLabel}>{t(lang, 'savedCard')}</p>
                  <p className={styles.savedCardNumber}>
                    <span>{CARD_LABELS[order.savedCard.cardType]}</span>{' '}
                    <span className={styles.mono}>{displayMask(order.savedCard.maskedPan)}</span>
                  </p>
                  <p className={styles.hint}>{t(lang, 'validThru', { expiry: order.savedCard.expiry })}</p>
                </div>
              ) : (
                <>
                  <TextField
                    id="pan"
                    label={t(lang, 'cardNumber')}
                    error={errors.pan}
                    inputRef={(element) => (refs.current.pan = element)}
                    value={values.pan}
                    onChange={onPan}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    maxLength={23}
                    className={styles.mono}
                    adornment={typedType ? <span className={styles.scheme}>{CARD_LABELS[typedType]}</span> : null}
                  />
                  <div className={styles.row}>
                    <TextField
                      id="expiry"
                      label={t(lang, 'expiry')}
                      hint={t(lang, 'expiryHint')}
                      error={errors.expiry}
                      inputRef={(element) => (refs.current.expiry = element)}
                      value={values.expiry}
                      onChange={(event) => setField('expiry', formatExpiry(event.target.value, values.expiry))}
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      maxLength={5}
                    />
                    <CvvField lang={lang} error={errors.cvv} value={values.cvv} onValue={(value) => setField('cvv', value)} inputRef={(element) => (refs.current.cvv = element)} />
                  </div>
                  <TextField
                    id="holder"
                    label={t(lang, 'holder')}
                    hint={t(lang, 'holderHint')}
                    error={errors.holder}
                    inputRef={(element) => (refs.current.holder = element)}
                    value={values.holder}
                    onChange={(event) => setField('holder', event.target.value.toUpperCase())}
                    autoComplete="cc-name"
                    autoCapitalize="characters"
                    spellCheck={false}
                  />
                </>
              )}
              {order.savedCard && (
                <CvvField lang={lang} error={errors.cvv} value={values.cvv} onValue={(value) => setField('cvv', value)} inputRef={(element) => (refs.current.cvv = element)} hint={t(lang, 'savedCardHint')} />
              )}
              <div className={styles.actions}>
                <button type="submit" className={styles.primary} disabled={sending}>
                  {sending ? sendingLabel : t(lang, 'pay', { amount: formatAmount(total, lang) })}
                </button>
                {cancelButton}
              </div>
            </form>
            {!order.savedCard && <TestCards
                lang={lang}
                onUse={(number) => {
                  setField('pan', number);
                  refs.current.expiry?.focus();
                }}
              />}
          </>
        );
    }
  }

  return (
    <div className={styles.page}>
      {header}
      <main className={styles.main}>
        <div className={styles.card}>{content}</div>
      </main>
      <footer className={styles.footer}>
        <LockIcon /> {t(lang, 'secureNote')}
      </footer>
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: Field;
  label: string;
  hint?: string;
  error?: string;
  inputRef: (element: HTMLInputElement | null) => void;
  adornment?: ReactNode;
}

/** A labelled input with its hint and the bank's message under it (aria-describedby, aria-invalid). */
function TextField({ id, label, hint, error, inputRef, adornment, className, ...input }: TextFieldProps) {
  const inputId = `bank-${id}`;
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          {...input}
          id={inputId}
          name={id}
          ref={inputRef}
          className={[styles.input, error ? styles.inputError : '', className ?? ''].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {adornment}
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

function CvvField(props: { lang: BankLang; error?: string; value: string; hint?: string; onValue: (value: string) => void; inputRef: (element: HTMLInputElement | null) => void }) {
  return (
    <TextField
      id="cvv"
      label={t(props.lang, 'cvv')}
      hint={props.hint ?? t(props.lang, 'cvvHint')}
      error={props.error}
      inputRef={props.inputRef}
      value={props.value}
      onChange={(event) => props.onValue(digitsOf(event.target.value).slice(0, 3))}
      type="password"
      inputMode="numeric"
      autoComplete="cc-csc"
      maxLength={3}
    />
  );
}

/** The documented test cards (a simulator aid, collapsed): a number, pressed, fills the number field. */
function TestCards({ lang, onUse }: { lang: BankLang; onUse: (number: string) => void }) {
  return (
    <details className={styles.testCards}>
      <summary>{t(lang, 'testCards')}</summary>
      <p className={styles.hint}>{t(lang, 'testCardsNote')}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t(lang, 'testCardColumn')}</th>
            <th scope="col">{t(lang, 'testOutcomeColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {TEST_CARDS.map((card) => (
            <tr key={card.number}>
              <td>
                {/* The number itself fills the form: "Use 4111 …" for a screen reader, the number on screen. */}
                <button type="button" className={`${styles.linkButton} ${styles.mono}`} onClick={() => onUse(card.number)}>
                  <span className={styles.visuallyHidden}>{t(lang, 'useCard')} </span>
                  {card.number}
                </button>
              </td>
              <td>{t(lang, card.outcome === 'approved' && isForeignCard(digitsOf(card.number)) ? 'outcomeForeign' : OUTCOME_TEXT[card.outcome])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** ArmPay's mark: a shield with a stylised A (no words, decorative: the name is next to it). */
function LogoMark() {
  return (
    <svg className={styles.logo} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 28 6v9c0 7.5-5.1 13-12 15C9.1 28 4 22.5 4 15V6z" fill="#e8b43a" />
      <path d="M16 8 9.5 23h3.2l1.3-3.2h4l1.3 3.2h3.2zm-1 9 1-2.6 1 2.6z" fill="#0b4a3f" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 1 0-4 0z" fill="currentColor" />
    </svg>
  );
}
