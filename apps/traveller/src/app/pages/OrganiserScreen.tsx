/**
 * @module /organizador/:id, an event organiser's public profile (issue 11): the events feature's profile card with
 * the organiser's past events and ratings (published reviews only). Open to visitors. (The partner portal owns
 * /organizadores, the organisers' own area.)
 */
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { ShareActions } from '@turismo/app-core/ShareActions';
import { OrganiserProfileCard } from '../../features/events/components/OrganiserProfileCard.tsx';

export function OrganiserScreen({ organiserId }: { organiserId: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t('Perfil do organizador')}>
      <OrganiserProfileCard organiserId={organiserId} />
      <ShareActions title={t('Perfil do organizador')} text={t('Perfil no MozTurismo')} url={`/organizador/${organiserId}`} />
    </Page>
  );
}
