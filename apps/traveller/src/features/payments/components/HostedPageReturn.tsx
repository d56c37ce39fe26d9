/**
 * @module Back from the hosted card page (issue 25, ADR 0050): /reservas?pagamento={id}. The acquirer's page sends
 * the traveller here; POST /api/payments/{id}/return asks the acquirer (a few times while the answer is not known
 * yet) and the booking's outcome is shown: 'Pagamento Processado', the reason it failed, or that it is still being
 * checked (do not pay again). The parameter is taken out of the address once read.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { msg } from '@turismo/app-core/i18n';
import { apiText } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { useToast } from '@turismo/ui-kit/Toast';
import { type Payment, returnFromHostedPage } from '../api/payments.ts';

const SUCCESS = { title: msg('Pagamento Processado'), description: msg('O seu pagamento foi processado com sucesso!') };
const FAILURE = { title: msg('Erro no Pagamento'), description: msg('Falha ao processar o pagamento. Tente novamente.') };
const CHECKING = msg('Ainda não recebemos a resposta do banco. Estamos a verificar o pagamento: não pague de novo.');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The payment named by the address (`?pagamento=`), or null. */
function paymentInAddress(): string | null {
  const id = new URLSearchParams(window.location.search).get('pagamento');
  return id && UUID.test(id) ? id : null;
}

/**
 * Shows the outcome of the card payment the traveller comes back from.
 * @param onSettled called once the payment is known (the bookings are read again)
 * @param attempts how many times the acquirer is asked while the answer is not known (default 10, 2 s apart)
 */
export function HostedPageReturn({ onSettled, attempts = 10 }: { onSettled?: () => void; attempts?: number }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [id] = useState(paymentInAddress);
  const [payment, setPayment] = useState<Payment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return;
    const url = new URL(window.location.href);
    for (const k of ['pagamento', 'TransactionToken', 'CompanyRef', 'TransID', 'CCDapproval', 'PnrID']) {
      url.searchParams.delete(k);
    }
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    let stop = false;
    void (async () => {
      try {
        let current = await returnFromHostedPage(id);
        for (let i = 1; i < attempts && current.status === 'pending' && !stop; i++) {
          setPayment(current);
          await sleep(2000);
          current = await returnFromHostedPage(id);
        }
        if (stop) return;
        setPayment(current);
        if (current.status === 'succeeded') {
          toast({ title: t(SUCCESS.title), description: t(SUCCESS.description), variant: 'success' });
        }
        onSettled?.();
      } catch (err) {
        if (!stop) setProblem(apiText(err) ?? t(FAILURE.description));
      }
    })();
    return () => {
      stop = true;
    };
    // Once per return.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (!id) return null;
  if (problem) {
    return (
      <Box>
        <Alert tone="danger" title={t(FAILURE.title)} role="alert">{problem}</Alert>
      </Box>
    );
  }
  if (!payment || payment.status === 'pending') {
    return (
      <Box>
        <Alert tone="info" title={t('A verificar o pagamento')} role="status">
          {payment ? t(CHECKING) : t('A confirmar o pagamento com o banco...')}
        </Alert>
      </Box>
    );
  }
  if (payment.status === 'succeeded') {
    return (
      <Box>
        <Alert tone="success" title={t(SUCCESS.title)} role="status">{t(SUCCESS.description)}</Alert>
      </Box>
    );
  }
  return (
    <Box>
      <Alert tone="danger" title={t(FAILURE.title)} role="alert">
        {payment.failureReason ?? t(FAILURE.description)}
      </Alert>
    </Box>
  );
}
