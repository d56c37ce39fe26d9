/**
 * @module Compact role switcher for the user menu (spec 4 'Role switching', 6): lists the owned roles, switches
 * the current one through the API, confirms, then reloads after 1 s so every screen follows the new role.
 * Hidden for users whose only role is client.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, type Role } from '@turismo/app-core/roles';
import { useSession } from '@turismo/app-core/session';
import { useAction } from '@turismo/app-core/use-action';
import { useToast } from '@turismo/ui-kit/Toast';
import { switchCurrentRole } from '../api/current-role.ts';

const RELOAD_DELAY_MS = 1000;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Caption = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Chip = styled.button`
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.brand}; }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandActive};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: default;
  }
  &:disabled:not([aria-pressed='true']) { cursor: progress; opacity: 0.7; }
`;

export function RoleSwitcher() {
  const { t } = useTranslation();
  const { roles, currentRole, refreshProfile } = useSession();
  const { toast } = useToast();
  const switchRole = useAction(async (role: Role) => {
    await switchCurrentRole(role);
    await refreshProfile();
  }, {
    failure: { description: t('Não foi possível alterar para este papel. Tente novamente.') },
    message: () => null,
    onSuccess: (_done, role) => {
      setSwitched(role);
      toast({
        title: t('Papel alterado'),
        description: t('Agora está a usar a conta como {{role}}.', { role: t(ROLE_LABELS[role]) }),
        variant: 'success',
      });
      timer.current = setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
  });
  /** The role chosen: while it switches, then until the page reloads. */
  const [switched, setSwitched] = useState<Role | null>(null);
  const pending = switchRole.pending ?? switched;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  if (roles.length === 0 || roles.every((r) => r === 'client')) return null;

  const choose = (role: Role) => {
    if (role === currentRole || pending) return;
    void switchRole.trigger(role);
  };

  return (
    <Root role="group" aria-labelledby="role-switcher-caption">
      <Caption id="role-switcher-caption">{t('Mudar de papel')}</Caption>
      <List>
        {roles.map((role) => (
          <Chip
            key={role}
            type="button"
            aria-pressed={role === currentRole}
            aria-busy={pending === role || undefined}
            disabled={pending !== null}
            onClick={() => choose(role)}
          >
            {t(ROLE_LABELS[role])}
          </Chip>
        ))}
      </List>
    </Root>
  );
}
