import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $contract } from '@/entities/contract';
import { $user } from '@/entities/session';
import { recordAppaPaymentFx, sendTravelContractFx, type Contract, type Customer, type PaymentRecord } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { AppaFinalPage, TravelContractPage } from './final-pages';
import { PaymentResultPage } from './payment-result-page';

const customer = { CUSTOMER: '1001', user_id: '501', EMAIL: null, PHONE: null, lang: 'am', fullname_hy: '', fullname_en: '', fullname_ru: '', UID: '', avatar: null } as Customer;
const contract = { ID: '42', SGUID: 'sg-42', ORDER_ID: '7', IS_FREE: false, category: 'appa', status: 'paid', BROKER: null, PASSPORT: 'AN1234567', PASSPORT_HOLDER: null, CUSTOMER_IS_OWNER: 1, EMAIL_HOLDER: null, PHONE_HOLDER: null, CUSTOMER_FULLNAME: null, PREMIUMSPAY: 24500, PREMIUMSPAY_DISCOUNT: null, CONTRACT_NUMBER: 'SV-APPA-2026-000043', FROMDATE: null, TODATE: null } satisfies Contract;

describe('payment result pages', () => {
  it('the result page shows what the backend answered, not the address (status=success, declined)', async () => {
    const record = vi.fn(async (): Promise<PaymentRecord> => ({ status: 'error', description: 'Do not honour', responseCode: '05', result: null }));
    const scope = fork({ handlers: [[recordAppaPaymentFx, record]] });
    await renderWithApp(<PaymentResultPage referral="appa" query={{ id: '42', orderID: 'ord-1', paymentID: 'p-1', responseCode: '00', status: 'success' }} />, { scope, lang: 'en' });
    expect(await screen.findByTestId('bank-description')).toHaveTextContent('Do not honour');
    expect(screen.getByTestId('payment-result')).toHaveAttribute('data-state', 'failure');
    expect(screen.getByTestId('result-try-again')).toHaveAttribute('href', '/en/profile/newContracts/appa/payment');
    expect(record).toHaveBeenCalledTimes(1);
    expect(document.title).toContain('Payment result');
  });

  it('the CMTPL final step shows the stored paid contract, without a PDF', async () => {
    const scope = fork({ values: [[$user, customer], [$contract, { product: 'appa', customer: '1001', data: contract }]] });
    await renderWithApp(<AppaFinalPage />, { scope, lang: 'hy' });
    expect(screen.getByTestId('contract-number')).toHaveTextContent('SV-APPA-2026-000043');
    expect(screen.queryByTestId('contract-pdf')).toBeNull();
  });

  it('the CMTPL final step without a paid contract: nothing to show, with the way to start one', async () => {
    await renderWithApp(<AppaFinalPage />, { scope: fork({ values: [[$user, customer]] }), lang: 'en' });
    expect(screen.getByTestId('payment-result')).toHaveAttribute('data-state', 'nothing');
    expect(screen.getByTestId('start-purchase')).toHaveAttribute('href', '/en/profile/newContracts/appa/search-car');
  });

  it('the travel final step mails the contract, then shows it with the PDF', async () => {
    const send = vi.fn(async () => ({ status: 'success' }));
    const scope = fork({
      values: [[$user, customer], [$contract, { product: 'travel', customer: '1001', data: { ...contract, category: 'travel', CONTRACT_NUMBER: 'SV-TRV-2026-000042' } }]],
      handlers: [[sendTravelContractFx, send]],
    });
    await renderWithApp(<TravelContractPage />, { scope, lang: 'en' });
    expect(await screen.findByTestId('contract-pdf')).toBeInTheDocument();
    expect(screen.getByTestId('contract-number')).toHaveTextContent('SV-TRV-2026-000042');
    expect(send).toHaveBeenCalledWith({ SGUID: 'sg-42', CUSTOMER_DOCUMNET: 'AN1234567', OWNER_DOCUMNET: 'AN1234567' });
  });
});
