import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useGate, useUnit } from 'effector-react';
import type { Vehicle } from '@/shared/api';
import { paymentStepOf, PURCHASE_PRODUCTS, type PurchaseProductKey, type PurchaseStep } from '@/shared/config';
import { DynamicForm, FormSkeleton, InterfaceGrid, useFieldPartsReady } from '@/shared/form-engine';
import { lazyRetrying, usePartsReady } from '@/shared/lib';
import { AppLink, PageMeta, useFocusOnChange } from '@/shared/ui';
import { headerGrid } from '../model/header-grid';
import { $canPay, $isFree, $paying, $payFailure } from '../model/payment';
import { $currentContract, $isIssued, $stepBusy, $stepFailure, $stepIndex, backPressed, firstStepPath, issuedContractPath, stepForm, WizardGate } from '../model/wizard';
import { STEP_LABELS, SUBMIT_LABELS } from './labels';
import { StepFailureNotice } from './step-failure';
import { StepTabs } from './step-tabs';
import { ContractFacts, VehicleFacts } from './facts';
import classes from './wizard.module.css';

/**
 * The payment step's price, promo code and card choice (Mantine's Radio, the cards' marks): a chunk of its own, asked
 * for when the payment step opens, beside the step's form and price, so the steps before it (CMTPL's first, the
 * page customers land on) do not load it. The step shows its placeholder until both are here.
 */
const PaymentPanel = lazyRetrying(() => import('./payment-panel').then((module) => ({ default: module.PaymentPanel })));
const PAYMENT_PARTS = [PaymentPanel];
const NO_PARTS: typeof PAYMENT_PARTS = [];

/**
 * The step before its form's first answer (and its number or file fields' code): the heading, the description and the
 * fields come with that answer, so one placeholder stands for all of them (a description inserted above a painted form
 * moved the form down: CLS 0.16 on a phone). Marked as a placeholder: the footer waits for it (app/styles/global.css).
 */
function StepSkeleton() {
  return (
    <Stack gap="lg" data-placeholder="" aria-busy="true" data-testid="wizard-step-skeleton">
      <Stack gap={8} aria-hidden="true">
        <Skeleton height={32} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
      <FormSkeleton rows={2} />
    </Stack>
  );
}

export interface PurchaseWizardProps {
  product: PurchaseProductKey;
  tab: string;
  broker?: string;
}

/**
 * A purchase wizard's step (customer-portal.md §2): the progress, the step's server form with its consent
 * checkbox gating the button, Back, and on the payment step the price, promo code and card choice.
 */
export function PurchaseWizard({ product, tab, broker }: PurchaseWizardProps) {
  useGate(WizardGate, { product, tab, broker });
  const { t, i18n } = useLingui();
  const config = PURCHASE_PRODUCTS[product];
  const [index, meta, values, contract, formLoadFailed, issued] = useUnit([$stepIndex, stepForm.$meta, stepForm.$values, $currentContract, stepForm.$loadFailed, $isIssued]);
  const [busy, failure, paying, payFailure, canPay, isFree] = useUnit([$stepBusy, $stepFailure, $paying, $payFailure, $canPay, $isFree]);
  const back = useUnit(backPressed);
  // A step with a number or file field draws once that field's code is here, with the rest of the step (and the
  // payment step once its panel's is).
  const partsReady = useFieldPartsReady(stepForm);
  const submitLabelOf = (of: PurchaseStep) => (of.submit ? i18n._(SUBMIT_LABELS[of.submit]) : t`Continue`);
  // The names come from the product's row; a step without one (contract-pay) is called by the result's name.
  const nameOf = (of: PurchaseStep) => STEP_LABELS[of.label ?? config.final.label];
  const finalName = STEP_LABELS[config.final.label];

  const tabs = config.steps.filter((step) => step.formId !== null).map(nameOf);
  const step: PurchaseStep | undefined = config.steps[index];
  const isPayment = step !== undefined && step.tab === paymentStepOf(config).tab;
  const panelReady = usePartsReady(isPayment ? PAYMENT_PARTS : NO_PARTS);
  const title = meta?.title || (step ? i18n._(nameOf(step)) : '');
  const vehicle = (contract?.data.VEHICLE ?? null) as Vehicle | null;
  // What the customer already gave, beside the later steps: the car (CMTPL), the contract so far (payment step).
  // (A step with a header grid shows the contract in the grid instead.)
  const contractFacts = isPayment && contract && !vehicle && !step?.headerGrid;
  const aside =
    index > 0 && (vehicle || contractFacts) ? (
      <>
        {vehicle ? <VehicleFacts vehicle={vehicle} /> : null}
        {contractFacts ? <ContractFacts contract={contract.data} /> : null}
      </>
    ) : null;

  // The next step, reached by its button, is read from its heading (the pressed button is gone), once the heading is
  // drawn: with the step's form and its fields' parts.
  const headingRef = useFocusOnChange<HTMLHeadingElement>(`${product}/${index}`, meta !== null && partsReady && panelReady);

  if (!step) return null;

  if (issued && index > 0) {
    // Back to a step of a contract that is paid (issue 20): no second payment, the way to the contract instead.
    const issuedTitle = isFree ? t`This contract is issued` : t`This contract is paid`;
    return (
      <Stack gap="lg">
        <PageMeta title={issuedTitle} noIndex />
        <StepTabs labels={[...tabs, finalName]} current={tabs.length} />
        <Stack gap="sm" data-testid="contract-issued">
          <Title order={1} size="h2">
            {issuedTitle}
          </Title>
          <Text>
            <Trans>
              Contract number: <strong>{contract?.data.CONTRACT_NUMBER}</strong>. There is nothing more to pay.
            </Trans>
          </Text>
          <Group gap="sm">
            <Button component={AppLink} to={issuedContractPath(config)} data-testid="issued-contract-link">
              <Trans>See the contract</Trans>
            </Button>
            <Button component={AppLink} to={firstStepPath(config)} variant="default">
              <Trans>Buy another policy</Trans>
            </Button>
          </Group>
        </Stack>
      </Stack>
    );
  }

  if (step.formId === null) {
    // contract-pay: the hand-over to the bank has no content of its own (§2); reached by Back from the bank.
    return (
      <Stack gap="lg">
        <PageMeta title={t`Payment`} noIndex />
        <StepTabs labels={[...tabs, finalName]} current={tabs.length - 1} />
        <Alert color="blue" variant="light" title={t`Payment`}>
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm"><Trans>Waiting for the bank. If you left the bank's page, go back to the payment step.</Trans></Text>
          </Group>
        </Alert>
        <Group>
          <Button variant="default" onClick={() => back()}><Trans>Back to payment</Trans></Button>
        </Group>
      </Stack>
    );
  }

  if ((meta === null || !partsReady || !panelReady) && !formLoadFailed) {
    return (
      <Stack gap="lg">
        <PageMeta title={title} noIndex />
        <StepTabs labels={[...tabs, finalName]} current={index} />
        <StepSkeleton />
      </Stack>
    );
  }

  // Each step's consent checkbox gates its button; on the payment step the terms checkbox does (§4, §5).
  const consentTicked = !('CONSENT' in values) || values.CONSENT === true;
  const submitDisabled = isPayment ? !canPay : !consentTicked;
  const submitLabel = isPayment ? (isFree ? t`Confirm` : t`Pay`) : submitLabelOf(step);

  return (
    <Stack gap="lg">
      <PageMeta title={title} description={meta?.description ?? ''} keywords={meta?.keywords ?? ''} noIndex />
      <StepTabs labels={[...tabs, finalName]} current={index} />
      <Stack gap={4}>
        <Title order={1} size="h2" ref={headingRef} tabIndex={-1} className={classes.heading}>
          {title}
        </Title>
        {meta?.description ? <Text c="gray.7">{meta.description}</Text> : null}
      </Stack>
      {/* The step's header grid (medical check-ups' create-contract): the contract so far, in the server's columns. */}
      {step.headerGrid && contract ? (
        <section aria-labelledby="header-grid-title">
          <Title order={2} size="h4" id="header-grid-title" mb="xs">
            <Trans>Your contract</Trans>
          </Title>
          <InterfaceGrid model={headerGrid} rows={[contract.data]} />
        </section>
      ) : null}
      <div className={classes.layout} data-aside={aside ? '' : undefined}>
        <DynamicForm
          model={stepForm}
          submitLabel={null}
          actions={
            <Group gap="sm">
              {index > 0 ? (
                <Button variant="default" onClick={() => back()} disabled={busy || paying}>
                  <Trans>Back</Trans>
                </Button>
              ) : null}
              <Button type="submit" loading={busy || paying} disabled={submitDisabled} data-testid="wizard-submit">
                {submitLabel}
              </Button>
            </Group>
          }
        >
          {/* Price, promo code and card come before Pay, on a phone too. */}
          {isPayment ? <PaymentPanel /> : null}
          <StepFailureNotice failure={isPayment ? payFailure : failure} />
        </DynamicForm>
        {aside ? (
          <Stack gap="md" className={classes.aside}>
            {aside}
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
