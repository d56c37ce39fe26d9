/**
 * @module 'Outras Apps' (spec 2.2): links to the partner areas and the admin area, which are other apps on the same
 * origin (DECISIONS.md 4), so they are normal page loads.
 */
import { useTranslation } from 'react-i18next';
import { Menu } from '@turismo/ui-kit/Menu';
import { msg } from '@turismo/app-core/i18n';
import { PARTNER_AREAS } from '@turismo/rules/areas.ts';

/** The other apps served on this origin, in the order the header lists them. */
export const OTHER_APPS = [
  { href: PARTNER_AREAS.driver, label: msg('Área do Motorista'), hint: msg('Publicar viagens e gerir passageiros') },
  { href: PARTNER_AREAS.hotel_manager, label: msg('Área de Alojamentos'), hint: msg('Quartos, reservas e parcerias') },
  { href: PARTNER_AREAS.event, label: msg('Área de Organizadores'), hint: msg('Eventos, bilhetes e check-in') },
  { href: '/admin', label: msg('Administração'), hint: msg('Painel da plataforma') },
] as const;

export function OtherAppsMenu() {
  const { t } = useTranslation();
  return (
    <Menu
      label={t('Outras Apps')}
      items={OTHER_APPS.map((app) => ({ ...app, label: t(app.label), hint: t(app.hint) }))}
    />
  );
}
