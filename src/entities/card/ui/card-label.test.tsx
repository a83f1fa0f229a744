import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SavedCard } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { CardLabel } from './card-label';

const visa: SavedCard = { ID: 'c1', CARDHOLDERID: '1001', CARDNUMBER: '411111******1111', CARDTYPE: 'visa', EXPDATE: '1228', IS_DEF: true };

describe('CardLabel', () => {
  it('shows the mark, the number in fours, MM/YY and the default badge', async () => {
    await renderWithApp(<CardLabel card={visa} />, { lang: 'en' });
    expect(screen.getByRole('img', { name: 'Visa card' })).toHaveAttribute('data-card-type', 'visa');
    expect(screen.getByText('4111 11•• •••• 1111')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('12/28')).toBeInTheDocument();
    expect(screen.getByText('Default')).toBeInTheDocument();
    expect(screen.getByTestId('card-label')).toHaveTextContent('number ending in 1111');
    expect(screen.getByTestId('card-label')).toHaveTextContent('valid until 12/28');
  });

  it.each<[SavedCard['CARDTYPE'], string]>([
    ['mastercard', 'Mastercard card'],
    ['arca', 'ArCa card'],
    ['card', 'Bank card'],
  ])('%s: its own mark', async (type, name) => {
    await renderWithApp(<CardLabel card={{ ...visa, CARDTYPE: type, IS_DEF: false }} />, { lang: 'en' });
    expect(screen.getByRole('img', { name })).toHaveAttribute('data-card-type', type);
    expect(screen.queryByText('Default')).toBeNull();
  });

  it('speaks the page language', async () => {
    await renderWithApp(<CardLabel card={visa} />, { lang: 'ru' });
    expect(screen.getByRole('img', { name: 'Карта Visa' })).toBeInTheDocument();
    expect(screen.getByText('По умолчанию')).toBeInTheDocument();
  });

  it('a number without its last digits is read as it is shown', async () => {
    await renderWithApp(<CardLabel card={{ ...visa, CARDNUMBER: '4111 11** ****' }} />, { lang: 'en' });
    expect(screen.getByText('4111 11•• ••••')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByTestId('card-label')).not.toHaveTextContent('ending in');
  });
});
