import { Button, createTheme, MantineProvider, useMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh scope module for each test: test files share their worker's module cache (isolate: false), and a
// scope another file rendered before would already have Mantine loaded (no fallback to see).
let MantineScope: typeof import('./mantine-scope').MantineScope;
beforeEach(async () => {
  vi.resetModules();
  ({ MantineScope } = await import('./mantine-scope'));
});

function PrimaryColor() {
  return <span data-testid="primary">{useMantineTheme().primaryColor}</span>;
}

describe('MantineScope', () => {
  it('loads Mantine for its children, with the app theme, showing the fallback meanwhile', async () => {
    render(
      <MantineScope fallback={<p>loading</p>}>
        <Button>Pay</Button>
        <PrimaryColor />
      </MantineScope>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay' })).toHaveClass('mantine-Button-root');
    expect(screen.getByTestId('primary')).toHaveTextContent('brand');
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('inside an existing provider it keeps that provider (Storybook, tests, nested scopes)', async () => {
    render(
      <MantineProvider theme={createTheme({ primaryColor: 'red' })}>
        <MantineScope>
          <PrimaryColor />
        </MantineScope>
      </MantineProvider>,
    );
    expect(await screen.findByTestId('primary')).toHaveTextContent('red');
  });
});
