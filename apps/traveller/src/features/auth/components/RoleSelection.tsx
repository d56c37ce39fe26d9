/**
 * @module Role selection after a Google sign-in (spec 2.4, 4 'Role selection'). Client is always chosen; the other
 * roles are granted as requested and need document verification before offering services (DECISIONS.md 3).
 */
import { useState, type FormEvent } from 'react';
import type { User } from 'firebase/auth';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../../lib/internal-links.ts';
import { auth } from '@turismo/app-core/firebase';
import type { Role } from '@turismo/app-core/roles';
import { useSession } from '@turismo/app-core/session';
import { useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { useToast } from '@turismo/ui-kit/Toast';
import { type SetupRolesFromProvider, setupRoles } from '../api/setup-roles.ts';
import { listRoleLabels, needsVerification, toggleRole, visibleRoleOptions } from '../lib/role-options.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { CenteredText, FormStack } from './FormStack.tsx';
import { RoleCard } from './RoleCard.tsx';

const Grid = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  legend {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Email = styled.strong`
  overflow-wrap: anywhere;
`;

export interface RoleSelectionProps {
  /** The signed-in user's email (shown, and used for the admin-option display rule). */
  email: string;
  /** Called after the roles were saved, before navigating. */
  onDone?: (roles: Role[]) => void;
  /** Where a client-only account goes afterwards (default '/'). Business accounts go to verification. */
  nextPath?: string;
}

export function RoleSelection({ email, onDone, nextPath = '/' }: RoleSelectionProps) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { toast } = useToast();
  const { refreshProfile } = useSession();
  const [selected, setSelected] = useState<Role[]>(['client']);
  const options = visibleRoleOptions(email);
  const verification = needsVerification(selected);

  const save = useAction(async ({ user, setup }: { user: User; setup: SetupRolesFromProvider }) => {
    await setupRoles(user, setup);
    await refreshProfile();
  }, {
    failure: { title: t('Erro na Configuração'), description: t('Erro ao configurar sua conta. Tente novamente.') },
    message: () => null,
    onSuccess: (_done, { setup }) => {
      toast({
        title: t('Conta Criada!'),
        description: t('Bem-vindo! A sua conta foi configurada como: {{roles}}.', { roles: listRoleLabels(setup.roles, t) }),
        variant: 'success',
      });
      onDone?.(setup.roles);
      navigate(needsVerification(setup.roles) ? '/profile/verification' : nextPath);
    },
  });
  const busy = save.isMutating;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const user = auth.currentUser;
    if (!user || selected.length === 0) return;
    void save.trigger({
      user,
      setup: {
        uid: user.uid,
        email: user.email ?? email,
        displayName: user.displayName,
        photoURL: user.photoURL,
        roles: selected,
      },
    });
  };

  return (
    <AuthLayout
      wide
      title={t('Bem-vindo à plataforma!')}
      subtitle={
        <>
          {t('Sessão iniciada como')} <Email>{email}</Email>.{' '}
          {t('Escolha como quer usar a plataforma: pode escolher várias opções.')}
        </>
      }
    >
      <FormStack onSubmit={onSubmit} aria-labelledby="auth-title">
        <Grid>
          <legend>{t('Tipos de conta')}</legend>
          {options.map((option) => (
            <RoleCard
              key={option.role}
              option={option}
              selected={selected.includes(option.role)}
              locked={option.role === 'client'}
              disabled={busy}
              onToggle={() => setSelected((s) => toggleRole(s, option.role))}
            />
          ))}
        </Grid>
        {verification ? (
          <Alert tone="warning" title={t('Verificação Necessária')}>
            {t(
              'As contas de negócio precisam de verificação de documentos antes de oferecer serviços. Depois de criar a conta será encaminhado para a página de verificação.',
            )}
            {selected.includes('admin')
              ? ` ${t('O acesso de Administrador fica registado como pedido e é atribuído por um administrador existente.')}`
              : null}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={busy} disabled={selected.length === 0}>
          {t('Continuar')}
        </Button>
        <CenteredText>{t('Pode alterar os seus papéis mais tarde nas definições do perfil.')}</CenteredText>
      </FormStack>
    </AuthLayout>
  );
}
