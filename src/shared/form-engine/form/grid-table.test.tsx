import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/shared/test/render';
import GridTable, { gridCell } from './grid-table';

const text = (node: ReturnType<typeof gridCell>) => render(<>{node}</>).container.textContent;

describe('a get-grid-list cell by its column TYPE', () => {
  it('writes an ISO day DD/MM/YYYY and leaves a date in any other shape as given (not misread as month first)', () => {
    expect(text(gridCell('date', '2025-03-18', 'en', false))).toBe('18/03/2025');
    expect(text(gridCell('date', '2025-03-18T10:00:00', 'ru', false))).toBe('18/03/2025');
    expect(text(gridCell('date', '01/12/2026', 'en', false))).toBe('01/12/2026');
  });

  it('groups numbers per language, or writes them as amounts in ֏; a number sent as text too', () => {
    expect(text(gridCell('float', 340000, 'en', false))).toBe('340,000');
    expect(text(gridCell('int', '185000', 'hy', true))).toBe('185\u00a0000\u00a0֏');
    expect(text(gridCell('float', 60000.5, 'en', true))).toBe('60,000.50\u00a0֏');
  });

  it('shows a value that is not what its type says as given', () => {
    expect(text(gridCell('float', 'n/a', 'en', true))).toBe('n/a');
    expect(text(gridCell('str', 'SUB-2026-0042', 'en', true))).toBe('SUB-2026-0042');
  });
});

describe('GridTable', () => {
  const columns = [
    { ID: 1, TEXT: 'Case', FIELD_NAME: 'CASE', TYPE: 'str' },
    { ID: 2, TEXT: 'Claimed', FIELD_NAME: 'CLAIMED', TYPE: 'float' },
  ];
  it('names the table, heads its columns and draws a row per record, in the columns` order; nothing is a dash', async () => {
    const rows = [{ CLAIMED: 1000, CASE: 'A-1' }, { CASE: 'A-2', CLAIMED: null }];
    await renderWithApp(<GridTable columns={columns} rows={rows} label="Cases" money rowTestId="case-row" />, { lang: 'en' });
    const table = screen.getByRole('table', { name: 'Cases' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Case', 'Claimed']);
    const cells = screen.getAllByTestId('case-row').map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['A-1', '1,000\u00a0֏'],
      ['A-2', '—'],
    ]);
  });
});
