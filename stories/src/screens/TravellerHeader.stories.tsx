/**
 * @module Screens for designers (issue 10): the traveller app's header (spec 2.2) as apps/traveller/src/app/layout/
 * Header.tsx composes it from the kit's AppBar: the logo mark, 'Outras Apps' (the app's own menu), and the account
 * slot in its three states (loading, signed out, signed in with the bell and the user menu with the app's entries).
 * The toolbar's 'Idioma' shows it in English.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppBar, AppBarSignIn, BrandMark } from '../../../ui-kit/components/AppBar';
import { Icon } from '../../../ui-kit/components/Icon';
import { IconButton } from '../../../ui-kit/components/IconButton';
import { UserMenu } from '../../../ui-kit/components/UserMenu';
import { OtherAppsMenu } from '../../../apps/traveller/src/app/layout/OtherAppsMenu.tsx';
import { userMenuEntries } from '../../../apps/traveller/src/app/layout/user-menu-entries.ts';

type HeaderState = 'loading' | 'signed-out' | 'signed-in' | 'admin';

function TravellerHeader({ state }: { state: HeaderState }) {
  const { t } = useTranslation();
  const signedIn = state === 'signed-in' || state === 'admin';
  return (
    <AppBar
      skipToId="conteudo"
      home="/"
      homeLabel={t('{{brand}}, página inicial', { brand: 'MozTurismo' })}
      mark={<BrandMark />}
      menus={<OtherAppsMenu />}
      account={state === 'loading' ? null : signedIn ? (
        <>
          <IconButton aria-label={t('Notificações')}>
            <Icon name="bell" />
          </IconButton>
          <UserMenu
            label="joao.silva"
            email="joao.silva@demo.co.mz"
            panelLabel={t('Conta de {{label}}', { label: 'joao.silva' })}
            entries={userMenuEntries(t, {
              severalRoles: state === 'admin',
              verified: state === 'admin',
              adminPanel: state === 'admin',
              roleSwitcher: (
                <label>
                  {t('Mudar de papel')}{' '}
                  <select defaultValue="admin">
                    <option value="client">{t('Cliente')}</option>
                    <option value="admin">{t('Administrador')}</option>
                  </select>
                </label>
              ),
            })}
            signOut={{ label: t('Sair'), onSelect: fn() }}
          />
        </>
      ) : (
        <AppBarSignIn signIn={{ label: t('Entrar'), onClick: fn() }} signUp={{ label: t('Criar Conta'), href: '/signup' }} />
      )}
    />
  );
}

const meta = {
  title: 'Ecrãs/Cabeçalho do viajante',
  component: TravellerHeader,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 560 }}><Story /></div>],
  args: { state: 'signed-out' },
  argTypes: { state: { control: 'inline-radio', options: ['loading', 'signed-out', 'signed-in', 'admin'] } },
} satisfies Meta<typeof TravellerHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: one 'Entrar' (the login modal) and, from tablets up, 'Criar Conta'. */
export const Visitante: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('banner'));
    await expect(bar.getByRole('link', { name: 'MozTurismo, página inicial' })).toHaveAttribute('href', '/');
    await expect(bar.getAllByRole('button', { name: 'Entrar' })).toHaveLength(1);
  },
};

/** Before Firebase answers: nothing in the account slot. */
export const ASessaoCarrega: Story = { args: { state: 'loading' } };

/** A client: the bell and the user menu with the spec's entries, without Painel Admin or the role switcher. */
export const Cliente: Story = {
  args: { state: 'signed-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /joao\.silva/ }));
    const panel = within(canvas.getByRole('navigation', { name: 'Conta de joao.silva' }));
    await expect(panel.getByRole('link', { name: /Verificar Perfil/ })).toHaveTextContent('Obrigatório para oferecer serviços');
    await expect(panel.queryByRole('link', { name: 'Painel Admin' })).toBeNull();
  },
};

/** An administrator with several roles: the role switcher, 'Perfil verificado' and Painel Admin. */
export const Administrador: Story = {
  args: { state: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /joao\.silva/ }));
    await expect(canvas.getByRole('link', { name: 'Painel Admin' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getByRole('link', { name: /Verificar Perfil/ })).toHaveTextContent('Perfil verificado');
  },
};

/** At 360 px: the mark alone, 'Outras Apps' and 'Entrar' fit on one line. */
export const Telefone: Story = { globals: { viewport: { value: 'phone360' } } };
