/**
 * @module 'Outras Apps' (spec 2.2): links to the partner areas and the admin area, which are other apps on the same
 * origin (DECISIONS.md 4), so they are normal page loads.
 */
import { Menu } from '@turismo/ui-kit/Menu';

/** The other apps served on this origin, in the order the header lists them. */
export const OTHER_APPS = [
  { href: '/drivers', label: 'Área do Motorista', hint: 'Publicar viagens e gerir passageiros' },
  { href: '/hotels', label: 'Área de Alojamentos', hint: 'Quartos, reservas e parcerias' },
  { href: '/organizadores', label: 'Área de Organizadores', hint: 'Eventos, bilhetes e check-in' },
  { href: '/admin', label: 'Administração', hint: 'Painel da plataforma' },
] as const;

export function OtherAppsMenu() {
  return <Menu label="Outras Apps" items={OTHER_APPS.map((app) => ({ ...app }))} />;
}
