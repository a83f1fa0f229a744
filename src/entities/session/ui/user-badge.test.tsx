import { fireEvent, screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Customer } from '@/shared/api';
import { $token } from '@/shared/api';
import { renderWithApp } from '@/shared/test/render';
import { $user } from '../model/session';
import { UserBadge } from './user-badge';

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
  avatar: '/sim-assets/avatar-anna.svg',
};

describe('UserBadge', () => {
  it('shows the picture and the name in the page language', async () => {
    const scope = fork({ values: [[$user, anna], [$token, 't']] });
    await renderWithApp(<UserBadge />, { scope, lang: 'ru' });
    expect(screen.getByRole('img', { name: 'Анна Акопян' })).toHaveAttribute('src', '/sim-assets/avatar-anna.svg');
    expect(screen.getByText('Анна Акопян')).toBeInTheDocument();
  });

  it('shows the initials when there is no picture or it fails to load', async () => {
    const scope = fork({ values: [[$user, anna], [$token, 't']] });
    await renderWithApp(<UserBadge />, { scope, lang: 'en' });
    fireEvent.error(screen.getByRole('img', { name: 'Anna Hakobyan' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTitle('Anna Hakobyan')).toHaveTextContent('AH');
  });

  it('renders nothing when nobody is signed in', async () => {
    const { container } = await renderWithApp(<UserBadge />, { scope: fork(), lang: 'en' });
    expect(container.querySelector('[data-testid="user-badge"]')).toBeNull();
  });
});
