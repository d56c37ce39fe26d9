/**
 * @module Disputas (issue 32, ADR 0044) in each partner area (/drivers/disputas, /hotels/disputas,
 * /organizadores/disputas): the problems travellers reported about the provider's bookings, newest first, each with
 * its details and, while the 72 hours run, the answer form. A refund an admin decides is taken from the balance in
 * 'Ganhos'.
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { LoadError, Loading } from '@turismo/app-core/LoadState';
import { TextArea } from '@turismo/app-core/reviews/TextArea';
import { useAction } from '@turismo/app-core/use-action';
import { answerDispute, type Dispute, useReceivedDisputes } from '@turismo/app-core/disputes/api';
import { DisputeDetails } from '@turismo/app-core/disputes/DisputeDetails';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { useToast } from '@turismo/ui-kit/Toast';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  h2 { margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  button { align-self: flex-start; }
`;

export function ProviderDisputesPage() {
  const { t } = useTranslation();
  const disputes = useReceivedDisputes();
  return (
    <Page
      title={t('Disputas')}
      description={t('Problemas que os clientes reportaram sobre as suas reservas. Responda em 72 horas.')}
      width="xl"
    >
      {disputes.error
        ? <LoadError title={t('Erro ao carregar as disputas')} error={disputes.error} fallback={t('Verifique a ligação e tente novamente.')} onRetry={() => disputes.mutate()} />
        : !disputes.data
        ? <Loading label={t('A carregar as disputas...')} />
        : disputes.data.length === 0
        ? <p>{t('Nenhum cliente reportou problemas nas suas reservas.')}</p>
        : (
          <List>
            {disputes.data.map((d) => (
              <li key={d.id}>
                <Card>
                  <Card.Body>
                    <h2>{t('{{client}}: {{booking}}', { client: d.clientName, booking: d.bookingLabel })}</h2>
                    <DisputeDetails dispute={d} />
                    {d.status === 'awaiting_provider' && !d.providerOverdue
                      ? <AnswerForm dispute={d} onAnswered={() => void disputes.mutate()} />
                      : null}
                  </Card.Body>
                </Card>
              </li>
            ))}
          </List>
        )}
    </Page>
  );
}

function AnswerForm({ dispute, onAnswered }: { dispute: Dispute; onAnswered: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useAction((answer: string) => answerDispute(dispute.id, answer), {
    failure: { description: t('Não foi possível enviar a resposta. Tente novamente.') },
    onSuccess: () => {
      toast({ title: t('Resposta enviada'), description: t('A nossa equipa vai decidir a disputa.'), variant: 'success' });
      onAnswered();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('Escreva a sua resposta (até 4000 caracteres).'));
      return;
    }
    void send.trigger(text.trim());
  };
  return (
    <Form onSubmit={submit} noValidate>
      <TextArea
        label={t('A sua resposta')}
        value={text}
        maxLength={4000}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        error={error}
        required
      />
      <Button type="submit" loading={send.isMutating}>{t('Enviar resposta')}</Button>
    </Form>
  );
}
