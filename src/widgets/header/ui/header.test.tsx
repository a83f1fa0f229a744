import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session';
import { $token, type Customer, type Header as HeaderData } from '@/shared/api';
import { navigateFx } from '@/shared/routing';
import { navigations } from '@/shared/test/navigations';
import { renderWithApp } from '@/shared/test/render';
import { loadHeaderFx } from '../model/header';
import { Header } from './header';

const menu: HeaderData = {
  phone: '+374 10 500010',
  menu: [
    { id: '1', title: 'Personal', link: '/services/personal', children: [{ id: '11', title: 'Car', link: '/services/personal/1', children: [] }] },
    { id: '2', title: 'Contacts', link: '/contacts', children: [] },
  ],
};
const anna: Customer = {
  CUSTOMER: '1001',
  user_id: '501',
  EMAIL: null,
  PHONE: null,
  lang: 'am',
  fullname_hy: 'Աննա Հակոբյան',
  fullname_en: 'Anna Hakobyan',
  fullname_ru: 'Анна Акопян',
  UID: '',
  avatar: null,
};

describe('Header', () => {
  it('shows the menu from /header/ with language-prefixed links, the phone and the language buttons', async () => {
    const scope = fork({ handlers: [[loadHeaderFx, async () => menu]] });
    await renderWithApp(<Header />, { scope, lang: 'en', path: '/en' });
    expect(await screen.findByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/en/contacts');
    expect(screen.getAllByRole('link', { name: /\+374 10 500010/ })[0]).toHaveAttribute('href', 'tel:+37410500010');
    expect(screen.getAllByRole('link', { name: 'Русский' })[0]).toHaveAttribute('href', '/ru');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/en/login');
  });

  it('the main bar is marked fixed after 40 px of scroll', async () => {
    const scope = fork({ handlers: [[loadHeaderFx, async () => menu]] });
    await renderWithApp(<Header />, { scope });
    const bar = screen.getByTestId('header-main-bar');
    expect(bar).toHaveAttribute('data-fixed', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 41, configurable: true });
      Object.defineProperty(window, 'pageYOffset', { value: 41, configurable: true });
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(bar).toHaveAttribute('data-fixed', 'true'));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 40, configurable: true });
      Object.defineProperty(window, 'pageYOffset', { value: 40, configurable: true });
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(bar).toHaveAttribute('data-fixed', 'false'));
  });

  it('search submits to /search/{text} and clears the field 1500 ms later', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[loadHeaderFx, async () => menu], [navigateFx, navigate]] });
    await renderWithApp(<Header />, { scope, lang: 'ru', path: '/ru' });
    const field = screen.getAllByRole('searchbox')[0] as HTMLInputElement;
    await userEvent.type(field, 'каско{Enter}');
    expect(navigations(navigate)).toContainEqual({ href: `/ru/search/${encodeURIComponent('каско')}` });
    expect(field.value).toBe('каско');
    await waitFor(() => expect(field.value).toBe(''), { timeout: 2500 });
  });

  it('signed in: the name in the page language and a sign-out that asks first', async () => {
    const scope = fork({ values: [[$user, anna], [$token, 't']], handlers: [[loadHeaderFx, async () => menu]] });
    await renderWithApp(<Header />, { scope, lang: 'hy', path: '/' });
    expect((await screen.findAllByText('Աննա Հակոբյան')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: 'Ելք' })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Այո' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ոչ' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Այո' }));
    await waitFor(() => expect(scope.getState($user)).toBeNull());
  });

  it('a menu that fails to load leaves a working header', async () => {
    const scope = fork({ handlers: [[loadHeaderFx, async () => Promise.reject(new Error('offline'))]] });
    await renderWithApp(<Header />, { scope });
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Contacts' })).toBeNull();
  });

  it('a top item whose children have links of their own opens a panel of columns (services, company)', async () => {
    const columns: HeaderData = {
      phone: '+374 10 500010',
      menu: [
        {
          id: 'personal',
          title: 'Personal',
          link: '/services/personal',
          children: [
            {
              id: '1',
              title: 'Car insurance',
              link: '/services/personal/1',
              children: [{ id: '1-appa', title: 'CMTPL', link: '/1/personal/appa', children: [] }],
            },
            { id: 'all', title: 'All services', link: '/services', children: [] },
          ],
        },
      ],
    };
    const scope = fork({ handlers: [[loadHeaderFx, async () => columns]] });
    await renderWithApp(<Header />, { scope, lang: 'en', path: '/en' });
    const button = await screen.findByTestId('menu-personal');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Car insurance' })).toHaveAttribute('href', '/en/services/personal/1');
    expect(screen.getByRole('link', { name: 'CMTPL' })).toHaveAttribute('href', '/en/1/personal/appa');
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/en/services');
  });
});
