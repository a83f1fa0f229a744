import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/test/render';
import { FaqList } from './faq-list';

const items = [
  { id: '1', question: 'How do I pay?', answer: '<p>By card.</p>' },
  { id: '2', question: 'How long is the check?', answer: '<p>One working day.</p>' },
];

describe('FaqList', () => {
  it('questions are buttons in headings; an answer opens and closes; several can be open', async () => {
    await renderWithApp(<FaqList items={items} headingOrder={2} />);
    const pay = screen.getByRole('button', { name: 'How do I pay?' });
    expect(pay.closest('h2')).not.toBeNull();
    expect(pay).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(pay);
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I pay?' })).toHaveTextContent('By card.');
    await userEvent.click(screen.getByRole('button', { name: 'How long is the check?' }));
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(pay);
    expect(pay).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the linked question and gives every item an anchor', async () => {
    const { container } = await renderWithApp(<FaqList items={items} openId="2" />);
    expect(screen.getByRole('button', { name: 'How long is the check?' })).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('#faq-1')).not.toBeNull();
  });
});
