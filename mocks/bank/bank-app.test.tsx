import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { openBankOrder, type OpenOrderInput } from '../domains/bank/orders';
import { BankApp } from './bank-app';

function openOrder(overrides: Partial<OpenOrderInput> = {}) {
  return openBankOrder({
    merchantOrderId: `M-${Math.random().toString(36).slice(2, 8)}`,
    contractId: '777',
    referral: 'travel',
    customer: 'C-9',
    amount: 25_000,
    returnUrl: '/en/profile/payment/travel/',
    lang: 'en',
    saveCard: 0,
    cardId: null,
    ...overrides,
  });
}

async function renderPage(lang = 'en', overrides: Partial<OpenOrderInput> = {}) {
  const order = openOrder(overrides);
  const navigate = vi.fn<(url: string) => void>();
  const user = userEvent.setup();
  render(<BankApp search={`?order=${order.orderId}&lang=${lang}`} navigate={navigate} />);
  await screen.findByRole('heading', { level: 1 });
  return { order, navigate, user };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, pan: string) {
  await user.type(screen.getByLabelText('Card number'), pan);
  await user.type(screen.getByLabelText('Expiry date'), '1239');
  await user.type(screen.getByLabelText('CVV code'), '123');
  await user.type(screen.getByLabelText('Cardholder name'), 'anna hakobyan');
}

const returned = (navigate: ReturnType<typeof vi.fn>) => new URL(String(navigate.mock.calls[0]?.[0]), 'http://x');

describe('the bank page', () => {
  it('shows the order: merchant, purpose and the amount in drams', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Card payment' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The amount is written with no-break spaces, which Testing Library's text matching reads as spaces.
    expect(screen.getByText('Sevan Insurance')).toBeInTheDocument();
    expect(screen.getByText(/Travel insurance № M-/)).toBeInTheDocument();
    expect(screen.getByText('25,000 ֏')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('groups the number in fours as it is typed and names the scheme', async () => {
    const { user } = await renderPage();
    const pan = screen.getByLabelText('Card number');
    expect(pan).toHaveAttribute('inputmode', 'numeric');
    expect(pan).toHaveAttribute('autocomplete', 'cc-number');
    await user.type(pan, '411111111');
    expect(pan).toHaveValue('4111 1111 1');
    await user.type(pan, '1111111');
    expect(pan).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByText('VISA')).toBeInTheDocument();
  });

  it('puts the slash into the expiry and masks the CVV', async () => {
    const { user } = await renderPage();
    const expiry = screen.getByLabelText('Expiry date');
    await user.type(expiry, '12');
    expect(expiry).toHaveValue('12/');
    await user.type(expiry, '39');
    expect(expiry).toHaveValue('12/39');
    expect(screen.getByLabelText('CVV code')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('CVV code')).toHaveAttribute('autocomplete', 'cc-csc');
  });

  it('announces the 1% commission of a foreign card before paying', async () => {
    const { user } = await renderPage();
    expect(screen.queryByTestId('bank-commission')).toBeNull();
    await user.type(screen.getByLabelText('Card number'), '5555 55');
    expect(screen.getByTestId('bank-commission')).toHaveTextContent('+1% commission: 250 ֏, total 25,250 ֏');
    expect(screen.getByRole('button', { name: /^Pay 25,250\s֏$/ })).toBeInTheDocument();
  });

  it('shows the bank’s messages under the fields and moves focus to the first', async () => {
    const { user, navigate } = await renderPage();
    await user.type(screen.getByLabelText('Card number'), '4111111111111112');
    await user.type(screen.getByLabelText('CVV code'), '12');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    const pan = screen.getByLabelText('Card number');
    await waitFor(() => expect(pan).toHaveAttribute('aria-invalid', 'true'));
    expect(pan).toHaveAccessibleDescription('The card number is not valid: check the digits');
    expect(screen.getByLabelText('Expiry date')).toHaveAccessibleDescription('MM/YY Enter the expiry date');
    expect(screen.getByLabelText('Cardholder name')).toHaveAttribute('aria-invalid', 'true');
    expect(pan).toHaveFocus();
    expect(navigate).not.toHaveBeenCalled();

    // Typing into a field clears its message.
    await user.type(pan, '{backspace}1');
    expect(pan).not.toHaveAttribute('aria-invalid');
  });

  it('pays and returns to the merchant with the outcome', async () => {
    const { user, navigate, order } = await renderPage();
    await fillCard(user, '4111111111111111');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const url = returned(navigate);
    expect(url.pathname).toBe('/en/profile/payment/travel/');
    expect(url.searchParams.get('status')).toBe('success');
    expect(url.searchParams.get('responseCode')).toBe('00');
    expect(url.searchParams.get('orderID')).toBe(order.orderId);
    expect(screen.getByRole('status')).toHaveTextContent('Returning to the merchant');
  });

  it('asks for the 3-D Secure code, refuses a wrong one, then approves', async () => {
    const { user, navigate } = await renderPage();
    await fillCard(user, '4000000000003220');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    expect(await screen.findByRole('heading', { level: 1, name: '3-D Secure confirmation' })).toBeInTheDocument();
    const code = screen.getByLabelText('Confirmation code');
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('Simulator: the code is 123456');

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Wrong code. 2 attempt(s) left.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(returned(navigate).searchParams.get('status')).toBe('success');
  });

  it('cancels: back to the merchant with status error', async () => {
    const { user, navigate } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(returned(navigate).searchParams.get('status')).toBe('error');
    expect(returned(navigate).searchParams.get('responseCode')).toBe('cancelled');
  });

  it('speaks Armenian by default and switches language on the page', async () => {
    const order = openOrder();
    const user = userEvent.setup();
    render(<BankApp search={`?order=${order.orderId}`} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Վճարում քարտով' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hy');
    expect(screen.getByText('25 000 ֏')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Русский' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Оплата картой' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('ru');
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('ru');
    await screen.findByText(/Страхование путешественников/);
  });

  it('lists the test cards, collapsed, and fills one in', async () => {
    const { user } = await renderPage();
    const panel = screen.getByText('Test cards (simulator)').closest('details')!;
    expect(panel).not.toHaveAttribute('open');
    await user.click(screen.getByText('Test cards (simulator)'));
    await user.click(within(panel).getByRole('button', { name: 'Use 4000 0000 0000 3220' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 3220');
  });

  it('asks only for the CVV of a saved card', async () => {
    db.update((state) => {
      state.cards.push({ ID: 'card-7', CARDHOLDERID: 'C-9', CARDNUMBER: '555555******4444', CARDTYPE: 'mastercard', EXPDATE: '08/30', IS_DEF: 1 });
    });
    const { user, navigate } = await renderPage('en', { cardId: 'card-7' });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText('5555 55•• •••• 4444')).toBeInTheDocument();
    expect(screen.getByTestId('bank-commission')).toHaveTextContent('total 25,250');
    await user.type(screen.getByLabelText('CVV code'), '321');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(returned(navigate).searchParams.get('status')).toBe('success');
  });

  it('shows a finished order with the way back', async () => {
    const order = openOrder();
    db.update((state) => {
      Object.assign(state.bankOrders.find((item) => item.orderId === order.orderId)!, {
        status: 'declined',
        responseCode: '51',
        description: 'Insufficient funds',
        commission: 250,
      });
    });
    render(<BankApp search={`?order=${order.orderId}&lang=en`} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment was declined' })).toBeInTheDocument();
    expect(screen.getByText('Insufficient funds')).toBeInTheDocument();
    expect(screen.getByTestId('bank-commission')).toHaveTextContent('+1% commission: 250 ֏, total 25,250 ֏');
    expect(screen.getByRole('link', { name: 'Return to the merchant' }).getAttribute('href')).toMatch(/^\/en\/profile\/payment\/travel\/\?ssid=.*status=error/);
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('says so for an unknown order', async () => {
    render(<BankApp search="?order=ord-missing&lang=en" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });
});
