import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { PageMeta } from '@/shared/ui';
import { PAYMENT_QUERY_KEYS, type PaymentQuery } from '../model/outcome';
import { pdfReset } from '../model/pdf';
import { $retryPath, $view, checkAgainClicked, paymentReturned, resultPageClosed } from '../model/payment-result';
import { ResultView } from './result-view';

/** The query's values in a fixed order: the page tells the model again only when one of them changes. */
const queryKey = (query: PaymentQuery) => JSON.stringify(Object.fromEntries(PAYMENT_QUERY_KEYS.map((key) => [key, query[key]])));

/**
 * /profile/payment/{referral}/?ssid&orderID&paymentID&responseCode&description&savecc&id&status: where the bank
 * sends the customer back. The model confirms the outcome with the backend; this page only shows it.
 */
export function PaymentResultPage({ referral, query }: { referral: string; query: PaymentQuery }) {
  const { t } = useLingui();
  const [view, retryPath, returned, closed, checkAgain, resetPdf] = useUnit([$view, $retryPath, paymentReturned, resultPageClosed, checkAgainClicked, pdfReset]);
  const key = queryKey(query);

  useEffect(() => {
    resetPdf();
    returned({ referral, query: JSON.parse(key) as PaymentQuery });
    return () => closed();
  }, [referral, key, returned, closed, resetPdf]);

  return (
    <Container size="sm" py="xl">
      <PageMeta title={t`Payment result`} description={t`The result of your card payment for an insurance contract.`} noIndex />
      <ResultView view={view} retryPath={retryPath} onCheckAgain={checkAgain} />
    </Container>
  );
}
