import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/test/render';
import { ProductPage } from './product-page';

/** Rendered against the simulator (mocks/domains/products) through the real content client. */
describe('ProductPage', () => {
  it('a product sold online: checkout (with the broker), calculator, terms in a new window, documents', async () => {
    await renderWithApp(<ProductPage productRef={{ type: 'personal', categoryId: '4', productId: 'property' }} broker="B-17" />, {
      scope: fork(),
      lang: 'en',
      path: '/en/services/personal/4/property?BROKER=B-17',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home insurance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy online' })).toHaveAttribute('href', '/en/services/personal/4/property/checkout?BROKER=B-17');
    expect(screen.getByRole('link', { name: 'Calculate the price' })).toHaveAttribute('href', '/en/calculators/property');
    expect(within(screen.getByTestId('product-facts')).getByText('From the 7th day after the contract is concluded')).toBeInTheDocument();

    const terms = screen.getByRole('link', { name: /Terms and conditions/ });
    expect(terms).toHaveAttribute('href', '/en/product/terms/401?lang=en');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener');
    const documents = within(screen.getByTestId('product-documents')).getAllByRole('link');
    expect(documents.map((link) => link.getAttribute('href'))).toEqual([
      '/en/product/terms/401?lang=en',
      '/sim-assets/docs/insurance-rules.pdf',
      '/sim-assets/docs/sample-contract.pdf',
      '/sim-assets/docs/claim-form.pdf',
    ]);
    // Other products of the group, in the catalogue's canonical form.
    expect(screen.getByTestId('product-card-petsInsurance').querySelector('a')).toHaveAttribute('href', '/en/services/personal/4/petsInsurance');
  });

  it('the home tile alias shows the product with a canonical link to /services/{type}/{id}/{charid}', async () => {
    await renderWithApp(<ProductPage productRef={{ groupCharid: 'cargo', serviceCharid: 'forwarderLiability' }} />, {
      scope: fork(),
      lang: 'ru',
      path: '/ru/services/cargo/forwarderLiability',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ответственность экспедитора' })).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.sevan-insurance.am/ru/services/corporate/15/forwarderLiability');
    // Corporate: not sold online, a call instead.
    expect(screen.queryByRole('link', { name: 'Купить онлайн' })).toBeNull();
    const calls = screen.getAllByRole('link', { name: /\+374 10 500010/ });
    expect(calls[0]).toHaveTextContent('Позвонить');
    expect(calls[0]).toHaveAttribute('href', 'tel:+37410500010');
  });
});
