/**
 * @module The login dialog's forms (spec 2.4: 'Entrar' and 'Recuperar Senha'): one error shown in an Alert above the
 * fields, and a submit button that says what it is doing while the request runs.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { FormStack } from './FormStack.tsx';

/**
 * The submit of an AlertForm: `check` returns a message (a Portuguese source text) when the input is wrong; else
 * `run` sends it, and a failure becomes the message `failure(error)`. After a success the form's dialog closes or
 * moves on (`run` says where).
 */
export function useAlertSubmit(
  { check, run, failure }: {
    check: () => string | null;
    run: () => Promise<void>;
    failure: (error: unknown) => string;
  },
) {
  const [invalid, setInvalid] = useState<string | null>(null);
  // The failure shows in the form's Alert, not as a toast; `failure` always gives its text.
  const send = useAction(run, { failure: { description: '', toast: false }, message: failure });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    setInvalid(problem);
    if (!problem) void send.trigger();
  };
  return { error: invalid ?? send.error, busy: send.isMutating, onSubmit };
}

export type AlertFormProps = ReturnType<typeof useAlertSubmit> & {
  /** The form's accessible name. */
  label: string;
  /** The Alert's title, e.g. 'Erro no Login'. */
  errorTitle: string;
  /** The submit button's text, and its text while busy. */
  submit: { label: string; busyLabel: string };
  children: ReactNode;
};

/** @example <AlertForm {...useAlertSubmit({ check, run, failure })} label="Recuperar senha" ...><EmailField /></AlertForm> */
export function AlertForm({ error, busy, onSubmit, label, errorTitle, submit, children }: AlertFormProps) {
  const { t } = useTranslation();
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label={label}>
      {error ? (
        <Alert tone="danger" title={errorTitle}>
          {t(error)}
        </Alert>
      ) : null}
      {children}
      <Button type="submit" fullWidth loading={busy}>
        {busy ? submit.busyLabel : submit.label}
      </Button>
    </FormStack>
  );
}
