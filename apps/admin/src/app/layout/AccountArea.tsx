/**
 * @module The right end of the admin header: while the session loads nothing (no flash); signed out an 'Entrar'
 * link to /login?next=<path>; signed in a user menu with Configurações (the profile page of the main site) and Sair.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { displayLabel } from '@turismo/app-core/format';
import { useSession } from '@turismo/app-core/session';
import { Button } from '@turismo/ui-kit/Button';
import { Menu } from '@turismo/ui-kit/Menu';
import { useToast } from '@turismo/ui-kit/Toast';
import { loginHref, SETTINGS_HREF } from '../../lib/links.ts';

const Name = styled.span`
  max-width: 14ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export function AccountArea() {
  const { user, loading, signOut } = useSession();
  const [location] = useLocation();
  const { toast } = useToast();
  const [signingOut, setSigningOut] = useState(false);

  if (loading) return null;

  if (!user) {
    return (
      <Button as="a" href={loginHref(location)} size="sm">
        Entrar
      </Button>
    );
  }

  const label = displayLabel(user.email) || 'Conta';
  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      toast({
        title: 'Não foi possível terminar a sessão',
        description: 'Verifique a ligação e tente novamente.',
        variant: 'destructive',
      });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Menu
      label={<Name>{label}</Name>}
      triggerLabel={`Conta de ${label}`}
      items={[
        { label: 'Configurações', href: SETTINGS_HREF, icon: 'user' },
        'separator',
        { label: signingOut ? 'A sair...' : 'Sair', onSelect: handleSignOut, tone: 'danger', disabled: signingOut },
      ]}
    />
  );
}
