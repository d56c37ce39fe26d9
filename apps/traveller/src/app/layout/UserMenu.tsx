/**
 * @module The signed-in user's menu (spec 2.2): a disclosure button labelled with the display label (the e-mail
 * before '@') that opens a list of links, the compact role switcher and 'Sair'. It is a disclosure, not an ARIA
 * menu, because it holds a form control (the role switcher); Escape and a click outside close it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { displayLabel } from '@turismo/app-core/format';
import { useSession } from '@turismo/app-core/session';
import { Icon } from '@turismo/ui-kit/Icon';
import { useToast } from '@turismo/ui-kit/Toast';
import { RoleSwitcher } from '../../features/auth/components/RoleSwitcher.tsx';

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  max-width: 12rem;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.controlSm};
  height: ${({ theme }) => theme.sizes.controlSm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  /* On a 360 px phone only the avatar shows; the label stays the button's accessible name. */
  ${({ theme }) => theme.media.belowTablet} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(20rem, calc(100vw - ${({ theme }) => theme.space[8]}));
  max-height: calc(100vh - ${({ theme }) => theme.sizes.headerHeight} - ${({ theme }) => theme.space[4]});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }

  li + li[data-separated] {
    margin-top: ${({ theme }) => theme.space[1]};
    padding-top: ${({ theme }) => theme.space[1]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Who = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const itemStyles = `
  display: flex;
  flex-direction: column;
  width: 100%;
  text-align: left;
  text-decoration: none;
  font: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`;

const Item = styled(Link)`
  ${itemStyles}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const ItemButton = styled.button`
  ${itemStyles}
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: ${({ theme }) => theme.sizes.controlMd};
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const SwitcherSlot = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
`;

/** The user menu of the header; render it only for a signed-in user. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, profile, roles, can, signOut } = useSession();
  const verified = profile?.verificationStatus === 'approved';
  const { toast } = useToast();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const email = user?.email ?? '';
  const label = displayLabel(email) || t('Conta');

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      setOpen(false);
      navigate('/');
    } catch {
      toast({
        title: t('Não foi possível terminar a sessão'),
        description: t('Verifique a ligação e tente novamente.'),
        variant: 'destructive',
      });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar aria-hidden="true">{label.charAt(0)}</Avatar>
        <Label>{label}</Label>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={16} />
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        <nav aria-label={t('Conta de {{label}}', { label })}>
          <Who>{email}</Who>
          <ul>
            <li>
              <Item href="/reservas" onClick={close}>{t('Minhas Reservas')}</Item>
            </li>
            <li>
              <Item href="/partnerships" onClick={close}>{t('Parcerias')}</Item>
            </li>
            <li>
              <Item href="/fidelidade" onClick={close}>{t('Programa Fidelidade')}</Item>
            </li>
            {roles.some((role) => role !== 'client') ? (
              <li data-separated>
                <SwitcherSlot>
                  <RoleSwitcher />
                </SwitcherSlot>
              </li>
            ) : null}
            <li data-separated>
              <Item href="/profile/verification" onClick={close}>
                {t('Verificar Perfil')}
                {/* A verified provider is not told it is still required (issue 15). */}
                <small>{verified ? t('Perfil verificado') : t('Obrigatório para oferecer serviços')}</small>
              </Item>
            </li>
            {can('admin.panel') ? (
              <li>
                {/* The admin area is another app on the same origin: a full page load, not a router link. */}
                <Item as="a" href="/admin">
                  {t('Painel Admin')}
                </Item>
              </li>
            ) : null}
            <li>
              <Item href="/perfil" onClick={close}>{t('Perfil')}</Item>
            </li>
            <li>
              <Item href="/blog" onClick={close}>{t('Ajuda')}</Item>
            </li>
            <li data-separated>
              <ItemButton type="button" onClick={handleSignOut} disabled={signingOut} aria-busy={signingOut || undefined}>
                {signingOut ? t('A sair...') : t('Sair')}
              </ItemButton>
            </li>
          </ul>
        </nav>
      </Panel>
    </Root>
  );
}
