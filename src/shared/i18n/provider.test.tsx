import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from './catalog';
import { I18nLanguageProvider } from './provider';

let renders = 0;
function Greeting() {
  const { _ } = useLingui();
  renders += 1;
  return <p>{_('greeting')}</p>;
}

describe('I18nLanguageProvider', () => {
  it('re-renders translated components when the language changes, not when a catalog of the shown language loads', () => {
    i18n.load('en', { greeting: 'Hello' });
    i18n.activate('en');
    render(
      <I18nLanguageProvider>
        <Greeting />
      </I18nLanguageProvider>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
    const afterFirst = renders;

    // The page's whole catalog of the language on screen: Lingui announces a change, nothing on screen changes.
    act(() => i18n.load('en', { greeting: 'Hello', other: 'Other' }));
    expect(renders).toBe(afterFirst);

    // A language switch re-renders with the new language's text.
    act(() => {
      i18n.load('ru', { greeting: 'Здравствуйте' });
      i18n.activate('ru');
    });
    expect(renders).toBe(afterFirst + 1);
    expect(screen.getByText('Здравствуйте')).toBeTruthy();
  });

});
