/// <reference path="../../theme/styled.d.ts" />
/**
 * @module SearchDialog: the frame of a search dialog (spec 4 'Search', 8): a criteria form with its 'Buscar' button,
 * then the results region with the loading, empty and error states, the results heading, the caller's result cards
 * and 'Mostrar mais'; 'Fechar' in the footer after the caller's own actions. The caller keeps its fields, its query
 * (e.g. the app core's `useSearch`) and its result cards; the frame holds no state of its own.
 */
import { type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import { Spinner } from '../Spinner';

/** Where the search is: nothing asked yet, waiting for the first page, answered, or failed. */
export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export type SearchDialogProps = {
  /** Default true (the dialogs mount only while open). */
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Footer actions shown before 'Fechar', e.g. 'Mais filtros'. */
  actions?: ReactNode;
  /** The form's accessible name, e.g. 'Critérios da viagem'. */
  formLabel: string;
  /** The criteria fields (a two-column grid from tablet width). */
  fields: ReactNode;
  /** The form was submitted ('Buscar' or Enter); the default submission is already prevented. */
  onSubmit: () => void;
  status: SearchStatus;
  /** How many results are shown; 0 when the search is done shows the empty state. */
  count: number;
  /** The spinner's label while loading, e.g. 'A procurar viagens...'. */
  loadingLabel: string;
  /** The empty state's title, e.g. 'Nenhuma viagem encontrada para os critérios selecionados.'. */
  emptyTitle: ReactNode;
  /** The error state's description under 'Erro na busca'. */
  errorDescription: ReactNode;
  /** 'Tentar novamente' in the error state: repeat the current search. */
  onRetry: () => void;
  /** The results heading (level 3), e.g. '3 viagens encontradas'. */
  resultsTitle: ReactNode;
  /** More results match than are shown: offers the load-more button. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The load-more button's text; default 'Mostrar mais'. */
  moreLabel?: ReactNode;
  /** The results (links and cards under the heading), shown when the search is done with results. */
  children: ReactNode;
};

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]};
`;

/**
 * @example
 * <SearchDialog onOpenChange={setOpen} title="Buscar Viagens" formLabel="Critérios da viagem" fields={<>...</>}
 *   onSubmit={submit} status={rides.status} count={rides.items.length} loadingLabel="A procurar viagens..."
 *   emptyTitle="Nenhuma viagem encontrada" errorDescription="..." onRetry={retry} resultsTitle="3 viagens"
 *   hasMore={rides.items.length < rides.total} onLoadMore={rides.loadMore}>
 *   <ul>...</ul>
 * </SearchDialog>
 */
export function SearchDialog({
  open = true,
  onOpenChange,
  title,
  description,
  actions,
  formLabel,
  fields,
  onSubmit,
  status,
  count,
  loadingLabel,
  emptyTitle,
  errorDescription,
  onRetry,
  resultsTitle,
  hasMore = false,
  onLoadMore,
  moreLabel,
  children,
}: SearchDialogProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={title}
      description={description}
      footer={
        <>
          {actions}
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('Fechar')}
          </Button>
        </>
      }
    >
      <Form onSubmit={submit} aria-label={formLabel} noValidate>
        {fields}
        <Button type="submit" startIcon={<Icon name="search" />} loading={status === 'loading'}>
          {t('Buscar')}
        </Button>
      </Form>

      <Results aria-label={t('Resultados da busca')} aria-busy={status === 'loading'}>
        {status === 'loading' ? (
          <Center>
            <Spinner size="lg" label={loadingLabel} />
          </Center>
        ) : null}
        {status === 'done' && count === 0 ? <EmptyState headingLevel={3} icon="search" title={emptyTitle} /> : null}
        {status === 'done' && count > 0 ? (
          <>
            <h3>{resultsTitle}</h3>
            {children}
            {hasMore && onLoadMore ? (
              <Button variant="outline" onClick={onLoadMore}>
                {moreLabel ?? t('Mostrar mais')}
              </Button>
            ) : null}
          </>
        ) : null}
        {status === 'error' ? (
          <EmptyState
            headingLevel={3}
            icon="alert"
            title={t('Erro na busca')}
            description={errorDescription}
            action={<Button variant="outline" onClick={onRetry}>{t('Tentar novamente')}</Button>}
          />
        ) : null}
      </Results>
    </Modal>
  );
}
