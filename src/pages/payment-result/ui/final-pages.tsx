import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { PageMeta } from '@/shared/ui';
import { $appaView, $issuedContracts, $travelView, resultStepOpened, sendAgainClicked, travelContractPageOpened } from '../model/final';
import { firstStepPath, paymentStepPath } from '../model/outcome';
import { pdfReset } from '../model/pdf';
import { ResultView } from './result-view';

/**
 * /profile/tour-insurance/travel/get-travel-contract (form 4425 is its intro; not loaded): the travel wizard's
 * result. It mails the contract, then shows it with the PDF download; "Try again" sends again.
 */
export function TravelContractPage() {
  const { t } = useLingui();
  const [view, opened, sendAgain, resetPdf] = useUnit([$travelView, travelContractPageOpened, sendAgainClicked, pdfReset]);
  useEffect(() => {
    resetPdf();
    opened();
  }, [opened, resetPdf]);
  return (
    <Container size="sm" py="xl">
      <PageMeta title={t`Your travel insurance contract`} description={t`Your travel insurance contract: its number, the PDF and the copy sent to your e-mail.`} noIndex />
      <ResultView view={view} onSendAgain={sendAgain} retryPath={paymentStepPath('travel')} startPath={firstStepPath('travel')} />
    </Container>
  );
}

/**
 * /profile/newContracts/appa/payment/stepfinally: the CMTPL wizard's result (also where a free contract lands
 * after /payment/confirm): the contract number, no PDF (§2); without a paid contract stored, nothing to show.
 */
export function AppaFinalPage() {
  const { t } = useLingui();
  const [view, opened] = useUnit([$appaView, resultStepOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <Container size="sm" py="xl">
      <PageMeta title={t`Your CMTPL contract`} description={t`Your compulsory motor third-party liability (CMTPL) contract and its number.`} noIndex />
      <ResultView view={view} startPath={firstStepPath('appa')} />
    </Container>
  );
}

/**
 * `/profile/{family}/{category}/contract-result` of the voluntary products (issue 10): the paid contract, its number
 * and PDF. Their bank return shows the same on /profile/payment/{product}/; this is where a free contract lands.
 */
export function ContractFinalPage({ product }: { product: string }) {
  const { t } = useLingui();
  const [issued, opened] = useUnit([$issuedContracts, resultStepOpened]);
  const view = issued[product] ?? { kind: 'nothing' };
  useEffect(() => opened(), [opened]);
  return (
    <Container size="sm" py="xl">
      <PageMeta title={t`Your insurance contract`} description={t`Your insurance contract: its number and the PDF.`} noIndex />
      <ResultView view={view} startPath={firstStepPath(product)} />
    </Container>
  );
}
