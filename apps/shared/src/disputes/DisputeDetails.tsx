/**
 * @module One dispute as the three apps show it (issue 32, ADR 0044): status, reason, description, the amounts, the
 * photos (each opens its large version), the provider's answer, the decision and the audit trail.
 */
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@turismo/ui-kit/Badge';
import { formatDate, formatMZN, formatTime } from '../format.ts';
import { msg } from '../i18n.ts';
import { type Dispute, REASON_LABELS, RESOLUTION_LABELS, STATUS_LABELS } from './disputes-api.ts';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  overflow-wrap: anywhere;

  dl {
    display: grid;
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin: 0;
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
  p { margin: 0; }
  h3, h4 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  ol { margin: 0; padding-left: ${({ theme }) => theme.space[5]}; }
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const TONES: Record<Dispute['status'], BadgeTone> = {
  awaiting_provider: 'warning',
  awaiting_admin: 'info',
  resolved: 'success',
};

const ACTIONS: Record<Dispute['events'][number]['action'], string> = {
  opened: msg('Problema reportado'),
  photo_added: msg('Fotografia junta'),
  provider_answered: msg('Resposta do prestador'),
  refunded: msg('Reembolso decidido'),
  goodwill: msg('Crédito de boa vontade decidido'),
  rejected: msg('Disputa recusada'),
};

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/** @param headingLevel the level of its sub-headings (default 3). */
export function DisputeDetails({ dispute: d, headingLevel = 3 }: { dispute: Dispute; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const H = `h${headingLevel}` as 'h3' | 'h4';
  return (
    <Root>
      <p>
        <Badge tone={TONES[d.status]}>{t(STATUS_LABELS[d.status])}</Badge>
      </p>
      <dl>
        <dt>{t('Reserva')}</dt>
        <dd>{d.bookingLabel}</dd>
        <dt>{t('Motivo')}</dt>
        <dd>{t(REASON_LABELS[d.reason])}</dd>
        <dt>{t('Valor pedido')}</dt>
        <dd>{formatMZN(d.amountAskedCents)}</dd>
        <dt>{t('Valor pago')}</dt>
        <dd>{formatMZN(d.paidCents)}</dd>
        {d.status === 'awaiting_provider'
          ? (
            <>
              <dt>{t('Resposta do prestador até')}</dt>
              <dd>{d.providerOverdue ? t('Prazo terminado') : when(d.providerDueAt)}</dd>
            </>
          )
          : null}
      </dl>
      <p>{d.description}</p>
      {d.photos.length
        ? (
          <Photos aria-label={t('Fotografias')}>
            {d.photos.map((p, i) => (
              <li key={p.id}>
                <a href={p.variants.w1280} target="_blank" rel="noreferrer">
                  <img
                    src={p.variants.w320}
                    alt={p.alt || t('Fotografia {{n}} da disputa', { n: i + 1 })}
                    width={96}
                    height={72}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </Photos>
        )
        : null}
      {d.providerAnswer
        ? (
          <section>
            <H>{t('Resposta do prestador')}</H>
            <p>{d.providerAnswer}</p>
          </section>
        )
        : null}
      {d.resolution
        ? (
          <section>
            <H>{t('Decisão: {{resolution}}', { resolution: t(RESOLUTION_LABELS[d.resolution]) })}</H>
            {d.resolution !== 'rejected' && d.resolvedAmountCents
              ? <p>{t('Valor devolvido: {{amount}}', { amount: formatMZN(d.resolvedAmountCents) })}</p>
              : null}
            {d.resolutionNote ? <p>{d.resolutionNote}</p> : null}
          </section>
        )
        : null}
      <section>
        <H>{t('Histórico')}</H>
        <ol>
          {d.events.map((e, i) => (
            <li key={i}>
              {t(ACTIONS[e.action])}
              {e.amountCents ? ` · ${formatMZN(e.amountCents)}` : ''} · {e.actorName ?? ''} · {when(e.createdAt)}
            </li>
          ))}
        </ol>
      </section>
    </Root>
  );
}
