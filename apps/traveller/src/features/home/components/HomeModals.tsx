/**
 * @module The home page's modals (spec 2.3, 2.6, 2.7). The ride search and ride creation modals come from the rides
 * feature through slots (composed in src/app: features do not import each other); without a slot, and for the stay
 * modals until the stays issue, each modal shows the parameters it received and says honestly that the feature is
 * on its way. No results are invented (DECISIONS.md 1).
 */
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@turismo/app-core/format';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import type { HomeModalsApi } from './home-modals.ts';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

/** A date field in dd/MM/yyyy, or '' (the summary then says 'Não indicado'). */
function dateOrDash(value: string): string {
  return value ? formatDate(value) : '';
}

function ParamsSummary({ rows }: { rows: Array<[string, ReactNode]> }) {
  const { t } = useTranslation();
  return (
    <Summary>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value || t('Não indicado')}</dd>
        </Fragment>
      ))}
    </Summary>
  );
}

function ComingSoonNotice({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info" title={t('Em breve')}>
      {children}
    </Alert>
  );
}

function CloseFooter({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={onClose}>
      {t('Fechar')}
    </Button>
  );
}

export type HomeModalsProps = Pick<HomeModalsApi, 'modals' | 'closeModal'> & {
  /** The real 'Buscar Viagens' modal, replacing the placeholder. */
  rideSearchSlot?: ReactNode;
  /** The real 'Criar Nova Viagem' modal, replacing the placeholder. */
  rideCreateSlot?: ReactNode;
  /** The real 'Buscar Acomodações' modal (stays feature), replacing the placeholder. */
  hotelSearchSlot?: ReactNode;
  /** The stay booking (stays feature; null when booking happens on the establishment's page). */
  hotelBookingSlot?: ReactNode;
};

/** Renders whichever home modals are open. */
export function HomeModals(
  { modals, closeModal, rideSearchSlot, rideCreateSlot, hotelSearchSlot, hotelBookingSlot }: HomeModalsProps,
) {
  const { t } = useTranslation();
  const { rideSearch, rideCreate, hotelSearch, hotelBooking } = modals;
  return (
    <>
      {rideSearchSlot !== undefined ? rideSearchSlot : <Modal
        open={rideSearch.open}
        onOpenChange={(open) => !open && closeModal('rideSearch')}
        title={t('Buscar Viagens')}
        description={t('A sua pesquisa de viagens.')}
        footer={<CloseFooter onClose={() => closeModal('rideSearch')} />}
      >
        {rideSearch.params ? (
          <ParamsSummary
            rows={[
              [t('Origem'), rideSearch.params.from],
              [t('Destino'), rideSearch.params.to],
              [t('Data'), dateOrDash(rideSearch.params.date)],
              [t('Passageiros'), String(rideSearch.params.passengers)],
            ]}
          />
        ) : null}
        <ComingSoonNotice>
          {t(
            'A pesquisa de viagens ainda não está disponível. Assim que os motoristas publicarem as suas rotas, os resultados aparecem aqui.',
          )}
        </ComingSoonNotice>
      </Modal>}

      {rideCreateSlot !== undefined ? rideCreateSlot : <Modal
        open={rideCreate.open}
        onOpenChange={(open) => !open && closeModal('rideCreate')}
        title={t('Criar Nova Viagem')}
        footer={<CloseFooter onClose={() => closeModal('rideCreate')} />}
      >
        {rideCreate.params ? (
          <ParamsSummary
            rows={[
              [t('Origem'), rideCreate.params.from],
              [t('Destino'), rideCreate.params.to],
              [t('Data'), dateOrDash(rideCreate.params.date)],
            ]}
          />
        ) : null}
        <ComingSoonNotice>{t('A publicação de viagens ainda não está disponível.')}</ComingSoonNotice>
      </Modal>}

      {hotelSearchSlot !== undefined ? hotelSearchSlot : <Modal
        open={hotelSearch.open}
        onOpenChange={(open) => !open && closeModal('hotelSearch')}
        title={t('Buscar Acomodações')}
        description={t('A sua pesquisa de alojamento.')}
        footer={<CloseFooter onClose={() => closeModal('hotelSearch')} />}
      >
        {hotelSearch.params ? (
          <ParamsSummary
            rows={[
              [t('Localização'), hotelSearch.params.location],
              [t('Entrada'), dateOrDash(hotelSearch.params.checkIn)],
              [t('Saída'), dateOrDash(hotelSearch.params.checkOut)],
              [t('Hóspedes'), String(hotelSearch.params.guests)],
            ]}
          />
        ) : null}
        <ComingSoonNotice>
          {t(
            'A pesquisa de alojamentos ainda não está disponível. Assim que os alojamentos publicarem os seus quartos, os resultados aparecem aqui.',
          )}
        </ComingSoonNotice>
      </Modal>}

      {hotelBookingSlot !== undefined ? hotelBookingSlot : <Modal
        open={hotelBooking.open}
        onOpenChange={(open) => !open && closeModal('hotelBooking')}
        title={t('Reservar Alojamento')}
        footer={<CloseFooter onClose={() => closeModal('hotelBooking')} />}
      >
        {hotelBooking.params ? (
          <ParamsSummary
            rows={[
              [t('Entrada'), dateOrDash(hotelBooking.params.checkIn)],
              [t('Saída'), dateOrDash(hotelBooking.params.checkOut)],
              [t('Hóspedes'), String(hotelBooking.params.guests)],
            ]}
          />
        ) : null}
        <ComingSoonNotice>{t('A reserva de alojamentos ainda não está disponível.')}</ComingSoonNotice>
      </Modal>}
    </>
  );
}
