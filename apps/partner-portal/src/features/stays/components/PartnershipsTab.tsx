/**
 * @module The lodging area's Parcerias tab (spec 2.16): the establishment's partnership posts for drivers with the
 * interested drivers, and the 'Criar Post de Parceria' dialog (title, description, commission default 10 %,
 * benefits, requirements, target routes) that toasts 'Post de parceria criado!'. Each interested driver has a
 * 'Conversar' button opening the partnership's conversation (ADR 0033), with its unread count.
 */
import { useTranslation } from 'react-i18next';
import { msg } from '@turismo/app-core/i18n';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAction } from '@turismo/app-core/use-action';
import { useChatRooms } from '@turismo/app-core/chat';
import { formatDate, formatNumber } from '@turismo/app-core/format';
import { Badge } from '@turismo/ui-kit/Badge';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { EmptyState } from '@turismo/ui-kit/EmptyState';
import { Grid } from '@turismo/ui-kit/Grid';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { Skeleton } from '@turismo/ui-kit/Skeleton';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import { createPartnershipPost, useHotelPartnerships } from '../api/partnerships.ts';

const CATEGORY_LABELS = { accommodation: msg('Alojamento'), tourism: msg('Turismo'), luxury: msg('Luxo') } as const;
type Category = keyof typeof CATEGORY_LABELS;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Muted = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;


export type CreatePartnershipDialogProps = { hotelId: string; onClose: () => void; onCreated: () => void };

export function CreatePartnershipDialog({ hotelId, onClose, onCreated }: CreatePartnershipDialogProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [commission, setCommission] = useState('10');
  const [benefits, setBenefits] = useState('');
  const [requirements, setRequirements] = useState('');
  const [targetRoutes, setTargetRoutes] = useState('');
  const [category, setCategory] = useState<Category>('accommodation');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useAction(createPartnershipPost, {
    failure: { description: t('Não foi possível criar o post de parceria.') },
    onSuccess: () => {
      toast({ title: t('Post de parceria criado!'), variant: 'success' });
      onCreated();
      onClose();
    },
    onError: (_, message) => setProblem(message),
  });
  const busy = create.isMutating;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const commissionPercent = Number(commission.replace(',', '.'));
    if (title.trim().length < 3) return setProblem(t('O título deve ter entre 3 e 120 caracteres.'));
    if (description.trim().length < 10) return setProblem(t('A descrição deve ter entre 10 e 2000 caracteres.'));
    if (!Number.isFinite(commissionPercent) || commissionPercent < 0 || commissionPercent > 50) {
      return setProblem(t('A comissão deve estar entre 0% e 50%.'));
    }
    setProblem(null);
    await create.trigger({
      establishmentId: hotelId,
      title: title.trim(),
      description: description.trim(),
      commissionPercent,
      benefits: benefits.split(',').map((b) => b.trim()).filter(Boolean),
      requirements: requirements.trim() || null,
      targetRoutes: targetRoutes.trim() || null,
      category,
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Criar Post de Parceria')}
      description={t('Uma oferta para motoristas que tragam hóspedes ao seu estabelecimento.')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('Cancelar')}</Button>
          <Button type="submit" form="partnership-form" loading={busy}>{t('Publicar')}</Button>
        </>
      }
    >
      <Form id="partnership-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Post de parceria')}>
        <TextField label={t('Título')} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
        <TextField label={t('Descrição')} value={description} onChange={(e) => setDescription(e.target.value)}
          maxLength={2000} />
        <TextField label={t('Comissão (%)')} type="number" inputMode="decimal" min={0} max={50} step={1} value={commission}
          onChange={(e) => setCommission(e.target.value)} />
        <Select label={t('Tipo')} value={category} onChange={(e) => setCategory(e.target.value as Category)}
          options={Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label: t(label) }))} />
        <TextField label={t('Benefícios')} hint={t('Separados por vírgulas.')} value={benefits}
          onChange={(e) => setBenefits(e.target.value)} />
        <TextField label={t('Requisitos')} value={requirements} onChange={(e) => setRequirements(e.target.value)}
          maxLength={1000} />
        <TextField label={t('Rotas alvo')} value={targetRoutes} onChange={(e) => setTargetRoutes(e.target.value)}
          maxLength={300} />
        {problem ? <p role="alert" style={{ margin: 0 }}>{problem}</p> : null}
      </Form>
    </Modal>
  );
}

const Drivers = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  & li { display: flex; flex-wrap: wrap; align-items: center; gap: ${({ theme }) => theme.space[2]}; }
`;

export type PartnershipsTabProps = {
  hotelId: string;
  /** Opens the conversation with an interested driver (the lodging area's Chat tab, on that thread). */
  onOpenChat?: (roomId: string) => void;
};

export function PartnershipsTab({ hotelId, onOpenChat }: PartnershipsTabProps) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useHotelPartnerships(hotelId);
  const chats = useChatRooms(Boolean(onOpenChat));
  const unreadOf = (roomId: string | null) => chats.data?.find((r) => r.id === roomId)?.unreadCount ?? 0;
  const [creating, setCreating] = useState(false);
  const refresh = () => void mutate();

  let body;
  if (isLoading) body = <Skeleton variant="rect" height={160} />;
  else if (error) {
    body = (
      <EmptyState headingLevel={2} icon="alert" title={t('Erro')} description={t('Não foi possível carregar as parcerias.')}
        action={<Button variant="outline" onClick={refresh}>{t('Tentar novamente')}</Button>} />
    );
  } else if (!data || data.length === 0) {
    body = (
      <EmptyState headingLevel={2} icon="car" title={t('Ainda não tem posts de parceria')}
        description={t('Crie um post para que motoristas parceiros tragam hóspedes ao seu estabelecimento.')} />
    );
  } else {
    body = (
      <Grid tablet={1} aria-label={t('Posts de parceria')}>
        {data.map((p) => (
          <li key={p.id}>
            <Card as="article">
              <Card.Header>
                {/* The tab's sections under the page's h1 (the tabs are no headings), drawn at the h3 size they had. */}
                <h2 style={{ margin: 0, fontSize: '1.17em' }}>{p.title}</h2>
                <Badge tone="brand">{t(CATEGORY_LABELS[p.category])}</Badge>{' '}
                {p.isActive ? <Badge tone="success">{t('Ativo')}</Badge> : <Badge tone="neutral">{t('Inativo')}</Badge>}
              </Card.Header>
              <Card.Body>
                <p style={{ margin: 0 }}>{p.description}</p>
                <Muted>
                  {t('Comissão de {{percent}}% · criado em {{date}}', {
                    percent: formatNumber(p.commissionPercent),
                    date: formatDate(p.createdAt),
                  })}
                </Muted>
                {p.targetRoutes ? <Muted>{t('Rotas: {{routes}}', { routes: p.targetRoutes })}</Muted> : null}
                <p style={{ margin: '8px 0 0' }}><strong>{t('{{count}} motorista interessado', { count: p.interestedCount })}</strong></p>
                {p.interestedDrivers.length > 0 ? (
                  <Drivers aria-label={t('Motoristas interessados em {{title}}', { title: p.title })}>
                    {p.interestedDrivers.map((d) => {
                      const unread = unreadOf(d.chatRoomId);
                      return (
                        <li key={d.driverId}>
                          <span>{d.name} · {formatDate(d.createdAt)}</span>
                          {unread > 0 ? (
                            <Badge tone="danger">
                              {t('{{count}} mensagem nova', { count: unread })}
                            </Badge>
                          ) : null}
                          {d.chatRoomId && onOpenChat ? (
                            <Button size="sm" variant="outline" aria-label={t('Conversar com {{name}}', { name: d.name })}
                              onClick={() => onOpenChat(d.chatRoomId!)}>
                              {t('Conversar')}
                            </Button>
                          ) : null}
                        </li>
                      );
                    })}
                  </Drivers>
                ) : null}
              </Card.Body>
            </Card>
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <section aria-label={t('Parcerias com motoristas')}>
      <Bar>
        <p style={{ margin: 0 }}>
          {data ? t('{{count}} post de parceria', { count: data.length }) : null}
        </p>
        <Button onClick={() => setCreating(true)}>{t('Criar Post de Parceria')}</Button>
      </Bar>
      {body}
      {creating ? (
        <CreatePartnershipDialog hotelId={hotelId} onClose={() => setCreating(false)} onCreated={refresh} />
      ) : null}
    </section>
  );
}
