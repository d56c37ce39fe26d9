/**
 * @module Ajuda (issue 32, /ajuda): the help centre. Answers about paying (card, M-Pesa, bank transfer), cancelling
 * and refunds, check-in, verification, payouts and problems, in the interface's language, searched on the device
 * without regard to accents; each answer opens in place (a native disclosure: keyboard and screen readers know it).
 * 'Contactar o suporte' leads to the support form (/ajuda/suporte), which a suspended account can use too.
 */
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Page } from '@turismo/app-core/Page';
import { Button } from '@turismo/ui-kit/Button';
import { Card } from '@turismo/ui-kit/Card';
import { TextField } from '@turismo/ui-kit/TextField';
import { HELP_ARTICLES, HELP_TOPICS, type HelpTopic } from '../content/help-articles.ts';
import { searchHelp } from '../lib/search.ts';

const Answers = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    background: ${({ theme }) => theme.colors.surface};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 24px;
  }
  summary:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  details p { margin: ${({ theme }) => `${theme.space[2]} 0 0`}; }
  h2 { margin: ${({ theme }) => `${theme.space[4]} 0 0`}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const TOPIC_ORDER: HelpTopic[] = ['paying', 'cancelling', 'checkin', 'verification', 'payouts', 'problems'];

export function HelpPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language?.startsWith('en') ? 'en' : 'pt';
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchHelp(HELP_ARTICLES, query, language), [query, language]);
  const statusId = useId();
  const searching = query.trim().length > 0;
  return (
    <Page
      title={t('Ajuda')}
      description={t('Respostas sobre pagamentos, cancelamentos, check-in, verificação e pagamentos aos prestadores.')}
    >
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          type="search"
          label={t('Procurar na ajuda')}
          placeholder={t('Por exemplo: M-Pesa, reembolso, check-in')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={statusId}
          autoComplete="off"
        />
      </form>
      <p id={statusId} aria-live="polite">
        {searching
          ? results.length
            ? t('{{count}} respostas encontradas', { count: results.length })
            : t('Nenhuma resposta encontrada. Contacte o suporte: respondemos no mesmo pedido.')
          : null}
      </p>
      <Answers>
        {searching
          ? results.map((a) => <Answer key={a.id} question={a[language].question} answer={a[language].answer} />)
          : TOPIC_ORDER.map((topic) => (
            <section key={topic} aria-labelledby={`ajuda-${topic}`}>
              <h2 id={`ajuda-${topic}`}>{HELP_TOPICS[topic][language]}</h2>
              {results.filter((a) => a.topic === topic).map((a) => (
                <Answer key={a.id} question={a[language].question} answer={a[language].answer} />
              ))}
            </section>
          ))}
      </Answers>
      <Card>
        <Card.Body>
          <h2>{t('Não encontrou a resposta?')}</h2>
          <p>{t('Escreva à nossa equipa: respondemos no mesmo pedido e avisamos por notificação e e-mail.')}</p>
          <Button as={Link} href="/ajuda/suporte">{t('Contactar o suporte')}</Button>
        </Card.Body>
      </Card>
    </Page>
  );
}

function Answer({ question, answer }: { question: string; answer: readonly string[] }) {
  return (
    <details>
      <summary>{question}</summary>
      {answer.map((p, i) => <p key={i}>{p}</p>)}
    </details>
  );
}
