/**
 * @module 'Check-in sem ligação' (issue 14, ADR 0035): downloading an event's list of tickets before the doors open,
 * and the lists kept on this device, each removable.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatTime as hhmm } from '@turismo/app-core/format';
import { useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { useMyEvents } from '../api/organiser-events.ts';
import type { OfflineCheckIn } from '../lib/use-offline-checkin.ts';
import { Block, Lines } from './checkin-layout.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 220px;
  }
`;

export function OfflineListsSection({ offline }: { offline: OfflineCheckIn }) {
  const { t } = useTranslation();
  const { online, lists, loaded, download, forget } = offline;
  const myEvents = useMyEvents();
  const [chosen, setChosen] = useState('');
  // The failure shows under the button ('Lista não descarregada').
  const fetchList = useAction((eventId: string) => download(eventId), {
    failure: { description: t('Não foi possível descarregar a lista de bilhetes.'), toast: false },
  });
  const heading = useId();
  const upcoming = myEvents.data?.active ?? [];
  const at = (iso: string) => ({ date: formatDate(iso), time: hhmm(iso) });

  const onDownload = () => {
    const eventId = chosen || upcoming[0]?.id;
    if (eventId) void fetchList.trigger(eventId);
  };

  return (
    <Block aria-labelledby={heading}>
      <h2 id={heading}>{t('Check-in sem ligação')}</h2>
      <p style={{ margin: 0 }}>
        {t(
          'Antes de abrir as portas, descarregue a lista de bilhetes do evento: sem rede, os códigos são validados neste dispositivo e as entradas são enviadas quando voltar a ligação. A lista guarda o nome de cada participante e o tipo de bilhete, não os códigos.',
        )}
      </p>
      {upcoming.length > 0 ? (
        <Row>
          <Select
            label={t('Evento')}
            options={upcoming.map((e) => ({ value: e.id, label: `${e.title} (${formatDate(e.startDate)})` }))}
            value={chosen || upcoming[0]!.id}
            onChange={(e) => setChosen(e.currentTarget.value)}
          />
          <Button type="button" variant="outline" loading={fetchList.isMutating} disabled={!online} onClick={onDownload}>
            {t('Descarregar lista')}
          </Button>
        </Row>
      ) : null}
      {fetchList.error ? <Alert tone="danger" title={t('Lista não descarregada')}>{fetchList.error}</Alert> : null}
      {lists.length > 0 ? (
        <Lines aria-label={t('Listas guardadas neste dispositivo')}>
          {lists.map((l) => (
            <li key={l.eventId}>
              <span>
                <strong>{l.title}</strong>
                {': '}
                {t('lista de {{count}} bilhete, descarregada em {{date}} às {{time}}.', {
                  count: l.tickets.length,
                  ...at(l.downloadedAt),
                })}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t('Remover lista: {{title}}', { title: l.title })}
                onClick={() => void forget(l.eventId)}
              >
                {t('Remover lista')}
              </Button>
            </li>
          ))}
        </Lines>
      ) : loaded ? <p style={{ margin: 0 }}>{t('Ainda não há listas guardadas neste dispositivo.')}</p> : null}
    </Block>
  );
}
