import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { downloadContractPdfFx } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { saveFileFx } from '../model/pdf';
import { ResultView } from './result-view';

const success = { kind: 'success', contractId: '42', contractNumber: 'SV-TRV-2026-000009', amount: 12000, pdf: true } as const;

describe('ResultView', () => {
  it('success: the message, the contract number, the amount in drams and the PDF download', async () => {
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const download = vi.fn(async () => blob);
    const save = vi.fn();
    const scope = fork({ handlers: [[downloadContractPdfFx, download], [saveFileFx, save]] });
    await renderWithApp(<ResultView view={success} retryPath="/profile/tour-insurance/travel/create-travel-contract" />, { scope, lang: 'en' });
    const result = screen.getByTestId('payment-result');
    expect(result).toHaveAttribute('data-state', 'success');
    expect(within(result).getByRole('heading', { level: 1 })).toHaveTextContent('Payment received, your contract is issued');
    expect(screen.getByTestId('contract-number')).toHaveTextContent('SV-TRV-2026-000009');
    expect(result).toHaveTextContent('Amount paid: 12,000 ֏');
    // Success has no "try again".
    expect(screen.queryByTestId('result-try-again')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download the contract (PDF)' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith({ blob, fileName: 'contract-SV-TRV-2026-000009.pdf' }));
    expect(download).toHaveBeenCalledWith({ id: '42' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  });

  it('success with a foreign card: the price, the commission on its own line and the amount charged', async () => {
    await renderWithApp(<ResultView view={{ ...success, amount: 4798, commission: 48, pdf: false }} />, { lang: 'en' });
    const charge = screen.getByTestId('amount-paid');
    expect(charge).toHaveTextContent('Price of the contract4,750 ֏');
    expect(charge).toHaveTextContent('Commission for a card of a foreign bank (1%)48 ֏');
    expect(charge).toHaveTextContent('Amount paid4,798 ֏');
  });

  it('success of a CMTPL payment: no PDF button', async () => {
    await renderWithApp(<ResultView view={{ ...success, pdf: false }} />, { lang: 'en' });
    expect(screen.getByTestId('contract-number')).toHaveTextContent('SV-TRV-2026-000009');
    expect(screen.queryByTestId('contract-pdf')).toBeNull();
  });

  it('a failed PDF download is shown next to the button', async () => {
    const scope = fork({
      handlers: [
        [
          downloadContractPdfFx,
          async () => {
            throw new Error('500');
          },
        ],
      ],
    });
    await renderWithApp(<ResultView view={success} />, { scope, lang: 'en' });
    await userEvent.click(screen.getByTestId('contract-pdf'));
    expect(await screen.findByTestId('contract-pdf-error')).toHaveTextContent('The PDF could not be downloaded');
  });

  it('failure: the bank’s description, "contact your bank", try again (the payment step) and home', async () => {
    await renderWithApp(<ResultView view={{ kind: 'failure', description: 'Insufficient funds' }} retryPath="/profile/newContracts/appa/payment" />, { lang: 'ru' });
    const result = screen.getByTestId('payment-result');
    expect(result).toHaveAttribute('data-state', 'failure');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByTestId('bank-description')).toHaveTextContent('Insufficient funds');
    expect(result).toHaveTextContent('Свяжитесь со своим банком для уточнения подробностей.');
    expect(screen.getByTestId('result-try-again')).toHaveAttribute('href', '/ru/profile/newContracts/appa/payment');
    expect(screen.getByTestId('result-home')).toHaveAttribute('href', '/ru');
    expect(screen.queryByTestId('contract-number')).toBeNull();
  });

  it('processing: the bank’s wait message, no buttons (the model checks again by itself)', async () => {
    await renderWithApp(<ResultView view={{ kind: 'processing' }} onCheckAgain={vi.fn()} />, { lang: 'en' });
    expect(screen.getByTestId('payment-result')).toHaveAttribute('data-state', 'processing');
    expect(screen.getByRole('status')).toHaveTextContent('The transaction is being processed by the bank, please wait.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('processing stopped: "check again" calls back, the account page is offered', async () => {
    const checkAgain = vi.fn();
    await renderWithApp(<ResultView view={{ kind: 'processing-timeout' }} onCheckAgain={checkAgain} />, { lang: 'hy' });
    await userEvent.click(screen.getByTestId('result-check-again'));
    expect(checkAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('result-home')).toHaveAttribute('href', '/');
  });
});
