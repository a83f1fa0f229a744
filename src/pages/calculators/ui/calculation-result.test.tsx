import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/test/render';
import { CalculationResult } from './calculation-result';

const RESULT = { premium: 28_800.5, amount: 5_000_000, amount_text: 'CMTPL contract for 10 months.' };

describe('CalculationResult', () => {
  it('shows premium and amount in drams, grouped per language, and the server text', async () => {
    await renderWithApp(<CalculationResult outcome={{ status: 'done', result: RESULT }} onRetry={() => undefined} />, { lang: 'en' });
    expect(screen.getByTestId('calculation-premium')).toHaveTextContent('28,800.50 ֏');
    expect(screen.getByTestId('calculation-amount')).toHaveTextContent('5,000,000 ֏');
    expect(screen.getByText('CMTPL contract for 10 months.')).toBeInTheDocument();
  });

  it('in Armenian the digits are grouped with spaces and the labels are Armenian', async () => {
    await renderWithApp(<CalculationResult outcome={{ status: 'done', result: { ...RESULT, premium: 32_000 } }} onRetry={() => undefined} />, { lang: 'hy' });
    expect(screen.getByTestId('calculation-premium').textContent?.replace(/\s/g, ' ')).toBe('32 000 ֏');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/[\u0531-\u0587]/);
  });

  it('a spinner while calculating, announced politely', async () => {
    await renderWithApp(<CalculationResult outcome={{ status: 'pending' }} onRetry={() => undefined} />, { lang: 'en' });
    expect(screen.getByText('Calculating…').closest('[aria-live]')).toHaveAttribute('aria-busy', 'true');
  });

  it('a failure says so and offers to try again', async () => {
    const retry = vi.fn();
    await renderWithApp(<CalculationResult outcome={{ status: 'failed', messages: [], reason: 'network' }} onRetry={retry} />, { lang: 'en' });
    expect(screen.getByText('The premium could not be calculated')).toBeInTheDocument();
    expect(screen.getByText('We could not reach the server. Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a server error does not ask to check the connection', async () => {
    await renderWithApp(<CalculationResult outcome={{ status: 'failed', messages: [], reason: 'server' }} onRetry={() => undefined} />, { lang: 'en' });
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText(/connection/)).toBeNull();
  });

  it('refused fields: points to them', async () => {
    await renderWithApp(<CalculationResult outcome={{ status: 'invalid', messages: ['x'] }} onRetry={() => undefined} />, { lang: 'en' });
    expect(screen.getByText('Correct the marked fields')).toBeInTheDocument();
  });
});
