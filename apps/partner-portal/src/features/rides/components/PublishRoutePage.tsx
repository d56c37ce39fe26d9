/**
 * @module /drivers/publish, 'Publicar Rota' (spec 2.15, 4 'Publish form', 5 'Publish route', 7 variant B, 8):
 * origin, destination, date, time, price per person, seats (1 to 5 and '6+'), vehicle type, description, pickup and
 * drop-off points and a vehicle photo (not sent). A summary with the maximum revenue appears once the route, date,
 * time and price are filled. Checks in the spec's order; 'A Publicar...' while sending; a success banner and toast,
 * or a red banner with an 'x' icon and 'Erro {status}: {statusText}' (or the generic message). The form resets on success.
 */
import { useTranslation } from 'react-i18next';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { formatDate, formatMZN, todayInMaputo } from '@turismo/app-core/format';
import { parseMeticais } from '@turismo/rules/money.ts';
import { useSession } from '@turismo/app-core/session';
import { useSuspended } from '@turismo/app-core/SuspendedNotice';
import { PhotoManager } from '../../../lib/photos/PhotoManager.tsx';
import { useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { Icon } from '@turismo/ui-kit/Icon';
import { PlaceInput } from '@turismo/ui-kit/PlaceInput';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { Page } from '@turismo/app-core/Page';
import { MY_RIDES_KEY, PublishError, publishRoute, suggestPlaces } from '../api/driver-rides.ts';
import {
  canSubmitPublish,
  checkPublish,
  EMPTY_PUBLISH_FORM,
  formatMaxRevenue,
  PUBLISH_MESSAGES,
  publishBody,
  type PublishForm,
  SEAT_OPTIONS,
  showPublishSummary,
  SUCCESS_BANNER,
  VEHICLE_OPTIONS,
} from '../lib/publish-rules.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;

    & > [data-span] {
      grid-column: 1 / -1;
    }
  }
`;

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

type Banner = { tone: 'success'; text: string } | { tone: 'danger'; text: string; detail?: string | null };

export function PublishRoutePage() {
  const { t } = useTranslation();
  const { user, profile } = useSession();
  const suspended = useSuspended();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const today = todayInMaputo();
  const [form, setForm] = useState<PublishForm>(EMPTY_PUBLISH_FORM);
  const [banner, setBanner] = useState<Banner | null>(null);
  // The outcome shows as the page's banner (and a toast on success).
  const publish = useAction((sent: PublishForm) => publishRoute(publishBody(sent, driverName())), {
    failure: { description: t(PUBLISH_MESSAGES.fallback), toast: false },
    onSuccess: (_ride, sent) => {
      toast({ title: t('Viagem Publicada!'), description: t('Rota {{from}} → {{to}} está disponível!', { from: sent.from.trim(), to: sent.to.trim() }), variant: 'success' });
      setBanner({ tone: 'success', text: t(SUCCESS_BANNER) });
      setForm(EMPTY_PUBLISH_FORM);
      void mutate(MY_RIDES_KEY);
    },
    onError: (err) => setBanner(err instanceof PublishError
      ? { tone: 'danger', text: t('Erro {{status}}: {{statusText}}', { status: err.status, statusText: t(err.statusText) }), detail: err.apiMessage }
      : { tone: 'danger', text: t(PUBLISH_MESSAGES.fallback) }),
  });
  const busy = publish.isMutating;
  const driverName = () => profile?.displayName || [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');

  const set = (patch: Partial<PublishForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = checkPublish(form, Boolean(user), today);
    if (problem) {
      setBanner({ tone: 'danger', text: t(problem) });
      return;
    }
    setBanner(null);
    void publish.trigger(form);
  };

  // A suspended driver cannot publish (403 ACCOUNT_SUSPENDED): the area's notice says why, and no form is offered.
  if (suspended) {
    return <Page width="xl" title={t('Publicar Rota')}>{null}</Page>;
  }

  return (
    <Page width="xl" title={t('Publicar Rota')} description={t('Origem, destino, data, hora, preço por pessoa e lugares disponíveis da sua viagem.')}>
      {banner?.tone === 'success' ? (
        <Alert tone="success" title={t('Viagem publicada')} onClose={() => setBanner(null)} role="status">
          {banner.text}
        </Alert>
      ) : null}
      {banner?.tone === 'danger' ? (
        <Alert tone="danger" onClose={() => setBanner(null)} role="alert">
          <Icon name="x" size={16} />{' '}
          {banner.text}
          {banner.detail ? <><br />{banner.detail}</> : null}
        </Alert>
      ) : null}
      <div>
        <Button as={Link} href="/drivers/publish/recorrente" variant="outline" size="sm">
          {t('Publicar viagens recorrentes')}
        </Button>
      </div>
      <Card>
        <Card.Body>
          <Form onSubmit={submit} aria-label={t('Publicar rota')} noValidate>
            <PlaceInput
              label={t('Origem')}
              value={form.from}
              onChange={(from) => set({ from })}
              onSelect={(place) => set({ from: place.name })}
              loadSuggestions={suggestPlaces}
            />
            <PlaceInput
              label={t('Destino')}
              value={form.to}
              onChange={(to) => set({ to })}
              onSelect={(place) => set({ to: place.name })}
              loadSuggestions={suggestPlaces}
            />
            <TextField label={t('Data')} type="date" min={today} value={form.date} onChange={(e) => set({ date: e.target.value })} />
            <TextField label={t('Hora')} type="time" value={form.time} onChange={(e) => set({ time: e.target.value })} />
            <TextField
              label={t('Preço por pessoa (MT)')}
              type="number"
              inputMode="numeric"
              min={10}
              step={5}
              value={form.price}
              onChange={(e) => set({ price: e.target.value })}
              hint={t('Mínimo 10 MT, em múltiplos de 5 MT.')}
            />
            <Select label={t('Lugares disponíveis')} options={SEAT_OPTIONS} value={form.seats} onChange={(e) => set({ seats: e.target.value })} />
            <Select label={t('Tipo de veículo')} options={VEHICLE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} value={form.vehicleType} onChange={(e) => set({ vehicleType: e.target.value })} />
            <TextField label={t('Ponto de recolha (opcional)')} value={form.pickupPoint} maxLength={200} onChange={(e) => set({ pickupPoint: e.target.value })} />
            <TextField label={t('Ponto de entrega (opcional)')} value={form.dropoffPoint} maxLength={200} onChange={(e) => set({ dropoffPoint: e.target.value })} />
            <div data-span>
              <TextField
                label={t('Descrição (opcional)')}
                value={form.description}
                maxLength={900}
                onChange={(e) => set({ description: e.target.value })}
                hint={t('Modelo do carro, bagagem, paragens. Sem descrição: \'Viagem confortável\'.')}
              />
            </div>
            {showPublishSummary(form) ? (
              <div data-span>
                <Summary aria-labelledby="resumo-rota" aria-live="polite">
                  <h2 id="resumo-rota">{t('Resumo')}</h2>
                  <dl>
                    <dt>{t('Rota')}</dt>
                    <dd>{form.from.trim()} → {form.to.trim()}</dd>
                    <dt>{t('Data')}</dt>
                    <dd>{t('{{date}} às {{time}}', { date: formatDate(form.date), time: form.time })}</dd>
                    <dt>{t('Lugares')}</dt>
                    <dd>{form.seats === '6' ? '6+' : form.seats}</dd>
                    <dt>{t('Preço por pessoa')}</dt>
                    <dd>{formatMZN(parseMeticais(form.price) ?? 0)}</dd>
                    <dt>{t('Receita máxima')}</dt>
                    <dd>{formatMaxRevenue(form)}</dd>
                  </dl>
                </Summary>
              </div>
            ) : null}
            <div data-span>
              <Button type="submit" size="lg" fullWidth loading={busy} disabled={!canSubmitPublish(form) || busy}>
                {busy ? t('A Publicar...') : t('Publicar Rota')}
              </Button>
            </div>
          </Form>
        </Card.Body>
      </Card>
      {/* Issue 32: the vehicle's photos, uploaded for real (they are the driver's, shown with every ride), instead of
          a file field that the route never sent. */}
      {profile?.id ? (
        <Card>
          <Card.Header>
            <h2>{t('Fotos do veículo')}</h2>
          </Card.Header>
          <Card.Body>
            <p>{t('As fotos do veículo são do seu perfil de motorista e aparecem em todas as suas viagens; envie-as aqui ou no Dashboard.')}</p>
            <PhotoManager targetType="vehicle" targetId={profile.id} label={t('O seu veículo')} />
          </Card.Body>
        </Card>
      ) : null}
    </Page>
  );
}
