/**
 * @module The signed-in user's menu (spec 2.2), drawn by the kit's UserMenu: labelled with the display label (the
 * e-mail before '@'), it opens the entries of ./user-menu-entries.ts and 'Sair' (signs out, then goes home).
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { displayLabel } from '@turismo/app-core/format';
import { useSession } from '@turismo/app-core/session';
import { useSignOut } from '@turismo/app-core/use-sign-out';
import { UserMenu as UserMenuFrame } from '@turismo/ui-kit/UserMenu';
import { RoleSwitcher } from '../../features/auth/components/RoleSwitcher.tsx';
import { userMenuEntries } from './user-menu-entries.ts';

/** The user menu of the header; render it only for a signed-in user. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, profile, roles, can } = useSession();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const signOut = useSignOut(() => {
    setOpen(false);
    navigate('/');
  });

  const email = user?.email ?? '';
  const label = displayLabel(email) || t('Conta');

  const entries = userMenuEntries(t, {
    severalRoles: roles.some((role) => role !== 'client'),
    verified: profile?.verificationStatus === 'approved',
    adminPanel: can('admin.panel'),
    roleSwitcher: <RoleSwitcher />,
  });

  return (
    <UserMenuFrame
      label={label}
      email={email}
      panelLabel={t('Conta de {{label}}', { label })}
      entries={entries}
      linkAs={Link}
      open={open}
      onOpenChange={setOpen}
      signOut={{
        label: signOut.isMutating ? t('A sair...') : t('Sair'),
        onSelect: () => void signOut.trigger(),
        busy: signOut.isMutating,
      }}
    />
  );
}
