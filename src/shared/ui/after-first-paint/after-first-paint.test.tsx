import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

/** The page's DOM at the first commit (a layout effect runs before the browser paints). */
function FirstCommit({ seen }: { seen: string[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.innerHTML);
  }, [seen]);
  return <h1>Banner</h1>;
}

describe('AfterFirstPaint', () => {
  it('the first commit has the first screen and a busy placeholder keeping the room; the parts come after, in order', async () => {
    const seen: string[] = [];
    render(
      <main>
        <FirstCommit seen={seen} />
        <AfterFirstPaint minHeight="500px" parts={[<p key="1">Below the fold</p>, <p key="2">Further below</p>]} />
      </main>,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('<h1>Banner</h1><div aria-busy="true" data-testid="after-first-paint" data-placeholder="" style="min-height: 500px;"></div>');
    expect(seen[0]).not.toContain('Below the fold');
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
    expect(await screen.findByText('Further below')).toBeInTheDocument();
    expect(screen.queryByTestId('after-first-paint')).toBeNull();
    expect(document.querySelector('main')?.innerHTML).toBe('<h1>Banner</h1><p>Below the fold</p><p>Further below</p>');
  });

  it('immediate: every part in the first commit', () => {
    const seen: string[] = [];
    render(
      <main>
        <FirstCommit seen={seen} />
        <AfterFirstPaint immediate parts={[<p key="1">Below the fold</p>, <p key="2">Further below</p>]} />
      </main>,
    );
    expect(seen[0]).toContain('<h1>Banner</h1><p>Below the fold</p><p>Further below</p>');
  });
});
