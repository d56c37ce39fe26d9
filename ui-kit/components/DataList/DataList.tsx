/// <reference path="../../theme/styled.d.ts" />
/**
 * @module DataList: a list of records, the piece the admin and partner pages kept rebuilding (issue 10). One DOM for
 * every width: a list (`ul`, named by `label`) whose rows are `li` named by their heading (`title`), each with its
 * badges (`meta`), its columns as label: value pairs (`dl`) and its actions. A stacked card on a 360 px phone, a grid
 * of cards on wide screens (`wideColumns`). Screen readers hear "list, N items", then each row's heading, so rows are
 * reachable by heading navigation.
 *
 * States: `items` undefined shows a spinner in a box of reserved height (the page does not jump when the rows
 * arrive); `error` shows an alert with 'Tentar novamente' (`onRetry`); an empty `items` shows the empty state.
 * Pagination ('Anterior' / 'Página N de M' / 'Seguinte') shows when `pagination.pageCount` > 1.
 *
 * Row actions: either any element (`actions` returning a node, e.g. the page's own buttons) or a list of
 * {@link DataListAction}s shown as buttons (`actionsAs='buttons'`) or as one menu per row (`'menu'`). Each action
 * needs an `accessibleLabel` that names the row ('Suspender Ana Macuácua'); the group / menu trigger is named
 * 'Ações para <row>' from `rowName`.
 *
 * Default texts go through react-i18next (`ui-kit/locales/en.json`); pass the page's own texts to override them.
 */
import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import type { IconName } from '../Icon';
import { Menu } from '../Menu';
import { Spinner } from '../Spinner';
import { VisuallyHidden } from '../VisuallyHidden';

/** One label: value pair of a row. `value` returning null/undefined hides the pair for that row. */
export type DataListColumn<T> = {
  id: string;
  /** The label, already translated, e.g. 'Cliente'. */
  label: ReactNode;
  value: (item: T) => ReactNode;
};

/** One row action. */
export type DataListAction = {
  /** Visible text, e.g. 'Suspender'. */
  label: string;
  /** Accessible name naming the row, e.g. 'Suspender Ana Macuácua'. */
  accessibleLabel: string;
  onSelect: () => void;
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
  loading?: boolean;
  disabled?: boolean;
};

/** Page numbers are 1-based. */
export type DataListPagination = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the pager. Default 'Paginação'. */
  label?: string;
};

export type DataListProps<T> = {
  /** Accessible name of the list, e.g. 'Utilizadores'. */
  label: string;
  /** The rows; undefined while loading. */
  items: T[] | undefined;
  getKey: (item: T) => string;
  /** The row's heading (its accessible name). */
  title: (item: T) => ReactNode;
  /** Plain-text name of the row for the actions' group ('Ações para {{name}}'); defaults to none. */
  rowName?: (item: T) => string;
  /** Heading level of each row's title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Beside the heading, e.g. a status badge. */
  aside?: (item: T) => ReactNode;
  /** Under the heading: a secondary line (`p`), badges (wrap them in `<div data-badges>` to lay them in a row). */
  meta?: (item: T) => ReactNode;
  columns: readonly DataListColumn<T>[];
  actions?: (item: T) => ReactNode | readonly DataListAction[];
  /** How a list of actions is shown. Default 'buttons'. */
  actionsAs?: 'buttons' | 'menu';
  /** Above the rows when there are some, e.g. the count and an export button. */
  summary?: ReactNode;
  error?: unknown;
  onRetry?: () => void;
  /** Texts of the states, already translated. */
  loadingText?: string;
  errorText?: string;
  empty?: { title?: ReactNode; description?: ReactNode; icon?: IconName; action?: ReactNode };
  pagination?: DataListPagination;
  /** Cards side by side on wide screens. Default 2. */
  wideColumns?: 1 | 2 | 3;
};

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 12rem;
`;

const List = styled.ul<{ $wide: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(${({ $wide }) => $wide}, minmax(0, 1fr)); }
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  [data-row-head] { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: ${({ theme }) => theme.space[2]}; }
  [data-row-title] { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; overflow-wrap: anywhere; }
  [data-row-meta] { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[1]}; }
  [data-badges] { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[1]}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; overflow-wrap: anywhere; }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.semibold}; overflow-wrap: anywhere; }
  [data-row-actions] { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space[2]}; }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const isActionList = (value: unknown): value is readonly DataListAction[] => Array.isArray(value);

function RowActions({ actions, as, name }: { actions: ReactNode | readonly DataListAction[]; as: 'buttons' | 'menu'; name?: string }) {
  const { t } = useTranslation();
  const groupLabel = name ? t('Ações para {{name}}', { name }) : t('Ações');
  if (!isActionList(actions)) return actions ? <>{actions}</> : null;
  if (actions.length === 0) return null;
  if (as === 'menu') {
    return (
      <div data-row-actions>
        <Menu
          label={t('Ações')}
          triggerLabel={groupLabel}
          align="start"
          items={actions.map((a) => ({
            label: (
              <>
                <span aria-hidden="true">{a.label}</span>
                <VisuallyHidden>{a.accessibleLabel}</VisuallyHidden>
              </>
            ),
            onSelect: a.onSelect,
            disabled: a.disabled || a.loading,
            tone: a.variant === 'destructive' ? 'danger' as const : 'default' as const,
          }))}
        />
      </div>
    );
  }
  return (
    <div data-row-actions role="group" aria-label={groupLabel}>
      {actions.map((a) => (
        <Button
          key={a.accessibleLabel}
          size="sm"
          variant={a.variant ?? 'outline'}
          loading={a.loading}
          disabled={a.disabled}
          onClick={a.onSelect}
          aria-label={a.accessibleLabel}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * @example <DataList label="Utilizadores" items={data?.items} getKey={(u) => u.id} title={(u) => u.name}
 *   columns={[{ id: 'joined', label: 'Membro desde', value: (u) => formatDate(u.joinDate) }]}
 *   actions={(u) => [{ label: 'Suspender', accessibleLabel: `Suspender ${u.name}`, onSelect: () => suspend(u) }]}
 *   error={error} onRetry={retry} pagination={{ page, pageCount, onPageChange: setPage }} />
 */
export function DataList<T>(props: DataListProps<T>) {
  const { t } = useTranslation();
  const idBase = useId();
  const { items, pagination } = props;
  if (props.error) {
    return (
      <Alert
        tone="danger"
        title={t('Erro')}
        action={props.onRetry
          ? <Button variant="outline" size="sm" onClick={props.onRetry}>{t('Tentar novamente')}</Button>
          : undefined}
      >
        {props.errorText ?? t('Não foi possível carregar a lista.')}
      </Alert>
    );
  }
  if (!items) {
    return (
      <Loading aria-busy="true">
        <Spinner size="lg" label={props.loadingText ?? t('A carregar...')} />
      </Loading>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        // At the rows' level: the empty list stands where its rows would (an h3 under a page's h1 skipped a level).
        headingLevel={props.headingLevel ?? 2}
        icon={props.empty?.icon ?? 'search'}
        title={props.empty?.title ?? t('Nenhum resultado')}
        description={props.empty?.description}
        action={props.empty?.action}
      />
    );
  }
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const page = pagination?.page ?? 1;
  const pages = pagination?.pageCount ?? 1;
  return (
    <>
      {props.summary}
      <List aria-label={props.label} $wide={props.wideColumns ?? 2}>
        {items.map((item, index) => {
          const key = props.getKey(item);
          const headingId = `${idBase}-${index}`;
          const aside = props.aside?.(item);
          const meta = props.meta?.(item);
          const actions = props.actions?.(item);
          const pairs = props.columns
            .map((c) => ({ c, v: c.value(item) }))
            .filter(({ v }) => v !== null && v !== undefined && v !== false);
          return (
            <Row key={key} aria-labelledby={headingId}>
              <div data-row-head>
                <Heading id={headingId} data-row-title>{props.title(item)}</Heading>
                {aside}
              </div>
              {meta ? <div data-row-meta>{meta}</div> : null}
              {pairs.length > 0
                ? (
                  <dl>
                    {pairs.map(({ c, v }) => (
                      <Fragment key={c.id}>
                        <dt>{c.label}</dt>
                        <dd>{v}</dd>
                      </Fragment>
                    ))}
                  </dl>
                )
                : null}
              {actions ? <RowActions actions={actions} as={props.actionsAs ?? 'buttons'} name={props.rowName?.(item)} /> : null}
            </Row>
          );
        })}
      </List>
      {pagination && pages > 1
        ? (
          <Pager aria-label={pagination.label ?? t('Paginação')}>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => pagination.onPageChange(page - 1)}>
              {t('Anterior')}
            </Button>
            <span aria-live="polite">{t('Página {{page}} de {{pages}}', { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => pagination.onPageChange(page + 1)}>
              {t('Seguinte')}
            </Button>
          </Pager>
        )
        : null}
    </>
  );
}
